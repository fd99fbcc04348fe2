/** Where the server sends a browser back from the provider, with `#code=` or `#error=` (server/modules/single-sign-on). */
export const SINGLE_SIGN_ON_RETURN_PATH = '/single-sign-on';
