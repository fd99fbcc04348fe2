/** The first admin the server bootstraps on the e2e run's empty database. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-Admin-pass-1' };
