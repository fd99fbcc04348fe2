import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CanAccess, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { LEGAL_MANAGER_ROUTES, LEGAL_MIGRATION_PATH } from './custom-pages/legal-manager/legalManagerPaths';
import { LEGAL_MODULE_ROUTES } from './custom-pages/legal-module/routes';
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_ROUTE } from './custom-pages/onboarding/paths';
import { PROFILE_PATH } from './custom-pages/profilePath';
import { dataProvider } from './dataProvider';
import { useAppI18nProvider } from './i18n';
import { LoadingOverlay } from './layout';
import { AccessDeniedPage, AdminShell } from './layout/AdminShell';
import { onDemand } from './layout/onDemand';
import { LoginPage } from './login/LoginPage';
import centers from './resources/center';
import { CENTER_HOME_ROUTE, MODULE_ACTIVATION_ROUTE } from './resources/center/centerPaths';
import consultancies from './resources/consultancy';
import { EMAIL_CONFIGURATION_ROUTE } from './resources/consultancy/emailConfigurationPath';
import enterprises from './resources/enterprise';
import areas from './resources/area';
import legalAmbits from './resources/legal-ambit';
import legalRequirements from './resources/legal-requirement';
import legalScopes from './resources/legal-scope';
import legalTexts from './resources/legal-text';
import projectAmbits from './resources/project-ambit';
import subambits from './resources/subambit';
import users from './resources/user';
import { withSpecPaths } from './resources/withSpecPaths';
import { appStore } from './store';
import { darkTheme, lightTheme } from './theme/themes';
import { useResolvedColourMode } from './theme/colourMode';

// Only the login page's code is fetched before signing in; the signed-in frame and pages come on demand.
const AppLayout = onDemand(() => import('./layout/AppLayout').then((module) => module.AppLayout));
const ToastStack = lazy(() => import('./layout/ToastStack').then((module) => ({ default: module.ToastStack })));
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })));
const ProfilePage = lazy(() => import('./custom-pages/ProfilePage'));
const CenterHomePage = lazy(() => import('./resources/center/CenterHomePage'));
const ModuleActivationPage = lazy(() => import('./resources/center/ModuleActivationPage'));
const EmailConfigurationPage = lazy(() => import('./resources/consultancy/EmailConfigurationPage'));
const LegalManagerPage = lazy(() => import('./custom-pages/legal-manager/LegalManagerPage'));
const LegalMigrationPage = lazy(() => import('./custom-pages/legal-manager/LegalMigrationPage'));
const ForgotPasswordPage = lazy(() => import('./custom-pages/onboarding/ForgotPasswordPage'));
const SetPasswordPage = lazy(() => import('./custom-pages/onboarding/SetPasswordPage'));

// react-admin checks access for resources only: a custom page mounts, and fetches, once canAccess allows it.
const Guarded = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <CanAccess resource={resource} action="show" accessDenied={<AccessDeniedPage />}>
    {children}
  </CanAccess>
);

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
      <Resource {...withSpecPaths('project-ambit', projectAmbits)} />
      <Resource {...withSpecPaths('consultancy', consultancies)} />
      <Resource {...withSpecPaths('enterprise', enterprises)} />
      <Resource {...withSpecPaths('center', centers)} />
      <Resource {...withSpecPaths('user', users)} />
      <Resource {...withSpecPaths('area', areas)} />
      <Resource {...withSpecPaths('legal-ambit', legalAmbits)} />
      <Resource {...withSpecPaths('subambit', subambits)} />
      <Resource {...withSpecPaths('legal-scope', legalScopes)} />
      <Resource {...withSpecPaths('legal-text', legalTexts)} />
      <Resource {...withSpecPaths('legal-requirement', legalRequirements)} />
      <CustomRoutes noLayout>
        <Route path={FORGOT_PASSWORD_PATH} element={<Suspense fallback={null}><ForgotPasswordPage /></Suspense>} />
        <Route path={SET_PASSWORD_ROUTE} element={<Suspense fallback={null}><SetPasswordPage /></Suspense>} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
        <Route path={CENTER_HOME_ROUTE} element={<Guarded resource="center-home"><CenterHomePage /></Guarded>} />
        <Route
          path={MODULE_ACTIVATION_ROUTE}
          element={<Guarded resource="module-activation"><ModuleActivationPage /></Guarded>}
        />
        <Route
          path={EMAIL_CONFIGURATION_ROUTE}
          element={<Guarded resource="email-configuration"><EmailConfigurationPage /></Guarded>}
        />
        {LEGAL_MANAGER_ROUTES.map((path) => (
          <Route key={path} path={path} element={<Guarded resource="legal-manager"><LegalManagerPage /></Guarded>} />
        ))}
        <Route
          path={LEGAL_MIGRATION_PATH}
          element={<Guarded resource="legal-migration"><LegalMigrationPage /></Guarded>}
        />
        {LEGAL_MODULE_ROUTES.map(({ path, resource, Page }) => (
          <Route key={path} path={path} element={<Guarded resource={resource}><Page /></Guarded>} />
        ))}
      </CustomRoutes>
    </AdminShell>
  );
};
