import { FORGOT_PASSWORD_PATH } from '../custom-pages/onboarding/paths';
import { CONFIRM_EMAIL_PREFIX } from '../custom-pages/profile/confirmEmailPath';
import { SINGLE_SIGN_ON_RETURN_PATH } from '../login/singleSignOnPath';
import { clearTokens, hasSession } from './tokens';

// Why this exists: with react-router 7, react-admin reaches /login from a protected page through a loop
// (its auth check fails, logout clears the query cache, the check runs again) that starves the navigation
// for up to ten seconds of blank page. A visitor who cannot be signed in goes to the login page directly.

const LOGIN_PATH = '/login';
const isPublicPath = (pathname: string) =>
  pathname === LOGIN_PATH ||
  pathname === FORGOT_PASSWORD_PATH ||
  pathname === SINGLE_SIGN_ON_RETURN_PATH ||
  pathname.startsWith('/set-password/') ||
  pathname.startsWith(CONFIRM_EMAIL_PREFIX);

/**
 * Before the app renders: without any session token, a protected address opens on the login page, which
 * sends the user back to it after signing in (react-admin reads `nextPathname` from the history state).
 */
export const openLoginPageWhenSignedOut = (): void => {
  const { pathname, search } = window.location;
  if (hasSession() || isPublicPath(pathname)) return;
  window.history.replaceState({ usr: { nextPathname: pathname, nextSearch: search }, key: 'signin', idx: 0 }, '', LOGIN_PATH);
};

let signedInOnce = false;

/** Called when an auth check passes: from then on this page leaves a lost session to react-admin. */
export const noteSignedIn = (): void => {
  signedInOnce = true;
};

/**
 * A stored session the server refused when the page opened (say, back after the refresh token expired):
 * forget it and reload on the login page. A session lost later, while the page is in use (a logout in
 * another tab), is left to react-admin's own logout, which does not race the user's next navigation.
 */
export const leaveRefusedSession = (): void => {
  clearTokens();
  if (!signedInOnce && !isPublicPath(window.location.pathname)) window.location.replace(LOGIN_PATH);
};
