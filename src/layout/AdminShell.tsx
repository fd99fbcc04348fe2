import { Suspense, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, LoadingPage, type AdminContextProps, type CatchAllComponent, type CoreAdminUIProps } from 'react-admin';
import { TranslatedDefaults } from '../theme/TranslatedDefaults';
import { onDemand } from './onDemand';

const ErrorPage = onDemand(() => import('./rarePages').then((pages) => pages.Error));
// react-admin types its NotFound's title as an HTML attribute; AdminUI passes it as the catch-all all the same.
const NotFoundPage = onDemand(() => import('./rarePages').then((pages) => pages.NotFound as CatchAllComponent));
export const AccessDeniedPage = onDemand(() => import('./rarePages').then((pages) => pages.AccessDenied));
const AuthenticationErrorPage = onDemand(() => import('./rarePages').then((pages) => pages.AuthenticationError));

export type AdminShellProps = AdminContextProps &
  Pick<CoreAdminUIProps, 'children' | 'dashboard' | 'disableTelemetry' | 'layout' | 'loginPage' | 'requireAuth' | 'title'> & {
    notification: ComponentType;
  };

/**
 * react-admin's <Admin> (AdminContext + AdminUI) without the defaults it imports eagerly: its English
 * i18nProvider, its layout, and its error, not-found and access-denied pages. Those load on demand, so the
 * login page downloads only what it shows.
 */
export const AdminShell = ({
  children,
  dashboard,
  disableTelemetry,
  layout,
  loginPage,
  notification: Notification,
  requireAuth,
  title,
  ...context
}: AdminShellProps) => (
  <AdminContext {...context}>
    <CssBaseline enableColorScheme>
      <TranslatedDefaults>
        <CoreAdminUI
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationErrorPage}
          catchAll={NotFoundPage}
          dashboard={dashboard}
          disableTelemetry={disableTelemetry}
          error={ErrorPage}
          layout={layout}
          loading={LoadingPage}
          loginPage={loginPage}
          requireAuth={requireAuth}
          title={title}
        >
          {children}
        </CoreAdminUI>
        <Suspense fallback={null}>
          <Notification />
        </Suspense>
      </TranslatedDefaults>
    </CssBaseline>
  </AdminContext>
);
