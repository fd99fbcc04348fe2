import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { PROFILE_PATH } from './custom-pages/profilePath';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { useAppI18nProvider } from './i18n';
import { AppLayout, LoadingOverlay, ToastStack } from './layout';
import { LoginPage } from './login/LoginPage';
import projectAmbits from './resources/project-ambit';
import users from './resources/user';
import { withSpecPaths } from './resources/withSpecPaths';
import { appStore } from './store';
import { darkTheme, lightTheme } from './theme/themes';
import { useResolvedColourMode } from './theme/colourMode';

const ProfilePage = lazy(() => import('./custom-pages/ProfilePage'));

export const App = () => {
  const i18nProvider = useAppI18nProvider();
  const colourMode = useResolvedColourMode();
  // No catalogue yet, so the overlay cannot be translated: the default language's word is shown.
  if (!i18nProvider) return <LoadingOverlay message="Cargando…" />;

  return (
    <Admin
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
      <Resource {...withSpecPaths('project-ambit', projectAmbits)} />
      <Resource {...withSpecPaths('user', users)} />
      <CustomRoutes>
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
};
