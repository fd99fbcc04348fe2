import { lazy } from 'react';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { useAppI18nProvider } from './i18n';
import { LoadingOverlay } from './layout';
import { AdminShell } from './layout/AdminShell';
import { onDemand } from './layout/onDemand';
import { LoginPage } from './login/LoginPage';
import { appStore } from './store';
import { darkTheme, lightTheme } from './theme/themes';
import { useResolvedColourMode } from './theme/colourMode';

// Only the login page's code is fetched before signing in; the signed-in frame and pages come on demand.
const AppLayout = onDemand(() => import('./layout/AppLayout').then((module) => module.AppLayout));
const ToastStack = lazy(() => import('./layout/ToastStack').then((module) => ({ default: module.ToastStack })));
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })));
// react-admin calls it once the user is signed in: resources and routes arrive in their own chunk.
const signedInRegistry = () => import('./registry').then((module) => module.registry);

export const App = () => {
  const i18nProvider = useAppI18nProvider();
  const colourMode = useResolvedColourMode();
  // No catalogue yet, so the overlay cannot be translated: the default language's word is shown.
  if (!i18nProvider) return <LoadingOverlay message="Cargando…" />;

  return (
    <AdminShell
      title="EnvComply"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={appStore}
      theme={colourMode === 'dark' ? darkTheme : lightTheme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      notification={ToastStack}
      requireAuth
      disableTelemetry
    >
      {signedInRegistry}
    </AdminShell>
  );
};
