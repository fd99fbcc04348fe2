import { lazy, Suspense, useMemo } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import { authProvider } from './authProvider';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_ROUTE } from './custom-pages/onboarding/paths';
import { CONFIRM_EMAIL_ROUTE } from './custom-pages/profile/confirmEmailPath';
import { dataProvider } from './dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { useAppI18nProvider } from './i18n';
import { LoadingOverlay } from './layout';
import { AdminShell } from './layout/AdminShell';
import { onDemand } from './layout/onDemand';
import { LoginPage } from './login/LoginPage';
import { SINGLE_SIGN_ON_RETURN_PATH } from './login/singleSignOnPath';
import { appStore } from './store';
import { useMediaQuery } from '@mui/material';
import { darkTheme, lightTheme, withReducedMotion } from './theme/themes';
import { useResolvedColourMode } from './theme/colourMode';

// Only the login page's code is fetched before signing in; the signed-in frame and pages come on demand.
const AppLayout = onDemand(() => import('./layout/AppLayout').then((module) => module.AppLayout));
const ToastStack = lazy(() => import('./layout/ToastStack').then((module) => ({ default: module.ToastStack })));
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })));
// Before signing in: choosing a password from an e-mail's link, or asking for one.
const ForgotPasswordPage = lazy(() => import('./custom-pages/onboarding/ForgotPasswordPage'));
const SetPasswordPage = lazy(() => import('./custom-pages/onboarding/SetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./custom-pages/profile/ConfirmEmailPage'));
const SingleSignOnReturnPage = lazy(() => import('./login/SingleSignOnReturnPage'));
// react-admin calls it once the user is signed in: resources and routes arrive in their own chunk.
const queryClient = createQueryClient();
const signedInRegistry = () => import('./registry').then((module) => module.registry);

export const App = () => {
  const i18nProvider = useAppI18nProvider();
  const colourMode = useResolvedColourMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => {
    const chosen = colourMode === 'dark' ? darkTheme : lightTheme;
    return reducedMotion ? withReducedMotion(chosen) : chosen;
  }, [colourMode, reducedMotion]);
  // No catalogue yet, so the overlay cannot be translated: the default language's word is shown.
  if (!i18nProvider) return <LoadingOverlay message="Cargando…" />;

  return (
    <AdminShell
      title="EnvComply"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={appStore}
      theme={theme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      notification={ToastStack}
      requireAuth
      disableTelemetry
    >
      {signedInRegistry}
      <CustomRoutes noLayout>
        <Route
          path={FORGOT_PASSWORD_PATH}
          element={
            <Suspense fallback={null}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
        <Route
          path={SET_PASSWORD_ROUTE}
          element={
            <Suspense fallback={null}>
              <SetPasswordPage />
            </Suspense>
          }
        />
        <Route
          path={CONFIRM_EMAIL_ROUTE}
          element={
            <Suspense fallback={null}>
              <ConfirmEmailPage />
            </Suspense>
          }
        />
        <Route
          path={SINGLE_SIGN_ON_RETURN_PATH}
          element={
            <Suspense fallback={null}>
              <SingleSignOnReturnPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </AdminShell>
  );
};
