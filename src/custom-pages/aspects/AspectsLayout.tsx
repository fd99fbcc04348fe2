import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../common/usePageTitle';
import { centerHomePath } from '../../resources/center/centerPaths';
import { CenterNotFound } from '../../resources/center/CenterNotFound';
import type { Center } from '../../resources/center/types';
import { aspectsPath } from './paths';

/**
 * The module's frame: a title, a trail (center > module > sections) and the page; the browser tab names the
 * page and the center. A center the user may not see (the API answers 404) shows the not-found page instead.
 */
export const AspectsLayout = ({ title, trail = [], children, actions }: { title: string; trail?: { label: string; to: string }[]; children: ReactNode; actions?: ReactNode }) => {
  const translate = useTranslate();
  const { centerId } = useParams();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  usePageTitle(center ? `${title} · ${center.name}` : title);
  if (error) return <CenterNotFound />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Breadcrumbs aria-label={translate('navigation.breadcrumb')} sx={{ mb: 1 }}>
        {center && <MuiLink component={Link} to={centerHomePath(centerId!)}>{center.name}</MuiLink>}
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
