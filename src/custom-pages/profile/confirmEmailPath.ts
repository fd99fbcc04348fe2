/** The page the link mailed to a new e-mail address opens (server: emailLinkUrl), signed in or not. */
export const CONFIRM_EMAIL_ROUTE = '/confirm-email/:token';
export const CONFIRM_EMAIL_PREFIX = '/confirm-email/';
