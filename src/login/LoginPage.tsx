import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { email, LocalesMenuButton, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../common/usePageTitle';
import { FORGOT_PASSWORD_PATH } from '../custom-pages/onboarding/paths';
import { pendingSecondFactor, subscribeSecondFactor } from '../authProvider/secondFactor';

// Loaded only when needed: the login page's first download is at its budget (tests/server/assets.test.ts).
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));
const SingleSignOnButton = lazy(() => import('./SingleSignOnButton'));

/** Sign in with e-mail and password (POST /api/login), or the consultancy's provider; a code when a second factor is on. */
export const LoginPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('ra.auth.sign_in'));
  const secondFactor = useSyncExternalStore(subscribeSecondFactor, pendingSecondFactor);
  return (
    <Login sx={{ background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})` }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ fontWeight: 700, textAlign: 'center', mt: -1 }}>
        {translate('app.name')}
      </Typography>
      {secondFactor && (
        <Suspense>
          <TwoFactorStep pending={secondFactor} />
        </Suspense>
      )}
      {/* Hidden, not unmounted, while the code is asked: its login call is waiting for the code step. */}
      <LoginForm sx={secondFactor ? { display: 'none' } : undefined}>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label={translate('ra.auth.email', { _: 'Email' })}
          autoComplete="username"
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password', { _: 'Password' })}
          autoComplete="current-password"
          validate={required()}
        />
        <Suspense fallback={null}>
          <SingleSignOnButton />
        </Suspense>
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 2, pb: 1 }}>
        <Link to={FORGOT_PASSWORD_PATH}>{translate('onboarding.forgot.link')}</Link>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
};
