/** Pages reached before signing in (issue 14): ask for a reset link, and choose a password from a link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SET_PASSWORD_ROUTE = '/set-password/:token';
