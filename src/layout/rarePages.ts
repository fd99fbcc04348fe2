// react-admin's pages for errors and refusals, imported only on demand by AdminShell: the login page does not need them.
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
