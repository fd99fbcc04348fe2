import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../common/usePageTitle';

/** The card the pages around signing in share with the login page: the product's name and colours. */
export const OnboardingFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const heading = translate(title);
  usePageTitle(heading);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {translate('app.name')}
          </Typography>
          <Typography variant="h6" component="h1">
            {heading}
          </Typography>
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Link to="/login">{translate('onboarding.back_to_login')}</Link>
            <LocalesMenuButton />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
