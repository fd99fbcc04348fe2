// react-admin's pages for errors and refusals, imported only on demand by AdminShell: the login page does not need them.
import { AccessDenied as RaAccessDenied, NotFound as RaNotFound, useTranslate, type AccessDeniedProps } from 'react-admin';
import { usePageTitle } from '../common/usePageTitle';

export { AuthenticationError, Error } from 'react-admin';

/** The refusal names the browser tab too, so a tab left open says why it shows nothing. */
export const AccessDenied = (props: AccessDeniedProps) => {
  usePageTitle(useTranslate()('ra.page.access_denied'));
  return <RaAccessDenied {...props} />;
};

export const NotFound = () => {
  usePageTitle(useTranslate()('ra.page.not_found'));
  return <RaNotFound />;
};
