import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { aspectsPath } from './paths';

/** The module's frame: a title, a trail back to the module's sections, the page. */
export const AspectsLayout = ({ title, trail = [], children, actions }: { title: string; trail?: { label: string; to: string }[]; children: ReactNode; actions?: ReactNode }) => {
  const translate = useTranslate();
  const { centerId } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to={aspectsPath(centerId!)}>{translate('aspects.module')}</MuiLink>
        {trail.map((step) => <MuiLink key={step.to} component={Link} to={step.to}>{step.label}</MuiLink>)}
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{title}</Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
};

export const ddmmyyyy = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');
