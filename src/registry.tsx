import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CanAccess, CustomRoutes, Resource } from 'react-admin';
import { LEGAL_MANAGER_ROUTES, LEGAL_MIGRATION_PATH } from './custom-pages/legal-manager/legalManagerPaths';
import { AGENDA_PATH, CENTER_AGENDA_ROUTE } from './custom-pages/agenda/paths';
import { NOVEDADES_PATH } from './custom-pages/legal-changes/paths';
import { LEGAL_MODULE_ROUTES } from './custom-pages/legal-module/routes';
import { ASPECTS_ROUTES } from './custom-pages/aspects/routes';
import { WASTE_MODULE_ROUTES } from './custom-pages/waste-module/routes';
import { CENTER_MODULE_ROUTES } from './custom-pages/center-modules/routes';
import { PROFILE_PATH } from './custom-pages/profilePath';
import { CENTER_HOME_ROUTE, MODULE_ACTIVATION_ROUTE } from './resources/center/centerPaths';
import { EMAIL_CONFIGURATION_ROUTE } from './resources/consultancy/emailConfigurationPath';
import { SIGN_IN_SETTINGS_ROUTE } from './resources/consultancy/signInSettingsPath';
import { PROJECTS_ROUTES } from './custom-pages/projects/routes';
import { RISK_ROUTES } from './custom-pages/risks/routes';
import { REQUEST_ROUTES } from './custom-pages/requests/routes';
import { AccessDeniedPage } from './layout/AdminShell';
import { RESOURCES } from './resources';
import { resourceProps } from './resources/resourceProps';

// What a signed-in user can open: every resource and page. App.tsx loads this module after sign-in, so the
// login page's first download does not grow with each module.

const ProfilePage = lazy(() => import('./custom-pages/ProfilePage'));
const CenterHomePage = lazy(() => import('./resources/center/CenterHomePage'));
const ModuleActivationPage = lazy(() => import('./resources/center/ModuleActivationPage'));
const EmailConfigurationPage = lazy(() => import('./resources/consultancy/EmailConfigurationPage'));
const SignInSettingsPage = lazy(() => import('./resources/consultancy/SignInSettingsPage'));
const LegalManagerPage = lazy(() => import('./custom-pages/legal-manager/LegalManagerPage'));
const LegalMigrationPage = lazy(() => import('./custom-pages/legal-manager/LegalMigrationPage'));
const AllUpcomingPage = lazy(() => import('./custom-pages/legal-module/AllUpcomingPage'));
const NovedadesPage = lazy(() => import('./custom-pages/legal-changes/NovedadesPage'));
const AgendaPage = lazy(() => import('./custom-pages/agenda/AgendaPage'));
const CenterAgendaPage = lazy(() => import('./custom-pages/agenda/CenterAgendaPage'));

// Every module's pages: a path, the canAccess resource whose `show` opens it, and the lazy page.
const MODULE_ROUTES = [
  ...LEGAL_MODULE_ROUTES,
  ...ASPECTS_ROUTES,
  ...RISK_ROUTES,
  ...WASTE_MODULE_ROUTES,
  ...PROJECTS_ROUTES,
  ...CENTER_MODULE_ROUTES,
  ...REQUEST_ROUTES,
];

// react-admin checks access for resources only: a custom page mounts, and fetches, once canAccess allows it.
const Guarded = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <CanAccess resource={resource} action="show" accessDenied={<AccessDeniedPage />}>
    {children}
  </CanAccess>
);

/** The resources and routes, as react-admin's (asynchronous) function child of the admin. */
export const registry = (
  <>
    {RESOURCES.filter((declaration) => declaration.pages).map((declaration) => (
      <Resource key={declaration.name} {...resourceProps(declaration)} />
    ))}
    <CustomRoutes>
      <Route path={PROFILE_PATH} element={<ProfilePage />} />
      <Route
        path={CENTER_HOME_ROUTE}
        element={
          <Guarded resource="center-home">
            <CenterHomePage />
          </Guarded>
        }
      />
      <Route
        path={MODULE_ACTIVATION_ROUTE}
        element={
          <Guarded resource="module-activation">
            <ModuleActivationPage />
          </Guarded>
        }
      />
      <Route
        path={EMAIL_CONFIGURATION_ROUTE}
        element={
          <Guarded resource="email-configuration">
            <EmailConfigurationPage />
          </Guarded>
        }
      />
      <Route
        path={SIGN_IN_SETTINGS_ROUTE}
        element={
          <Guarded resource="sign-in-settings">
            <SignInSettingsPage />
          </Guarded>
        }
      />
      {LEGAL_MANAGER_ROUTES.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Guarded resource="legal-manager">
              <LegalManagerPage />
            </Guarded>
          }
        />
      ))}
      <Route
        path={LEGAL_MIGRATION_PATH}
        element={
          <Guarded resource="legal-migration">
            <LegalMigrationPage />
          </Guarded>
        }
      />
      <Route
        path={NOVEDADES_PATH}
        element={
          <Guarded resource="legal-changes">
            <NovedadesPage />
          </Guarded>
        }
      />
      <Route
        path={AGENDA_PATH}
        element={
          <Guarded resource="agenda">
            <AgendaPage />
          </Guarded>
        }
      />
      <Route
        path={CENTER_AGENDA_ROUTE}
        element={
          <Guarded resource="agenda">
            <CenterAgendaPage />
          </Guarded>
        }
      />
      <Route
        path="/about-to-expire"
        element={
          <Guarded resource="upcoming-expiries">
            <AllUpcomingPage />
          </Guarded>
        }
      />
      {MODULE_ROUTES.map(({ path, resource, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guarded resource={resource}>
              <Page />
            </Guarded>
          }
        />
      ))}
    </CustomRoutes>
  </>
);
