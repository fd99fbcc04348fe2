import type { ServerModule } from '../../lib/api';
import { authJobs } from './cleanup';
import { keepRefreshTokenInCookie } from './refresh-cookie';
import { authRoutes } from './routes';
import { twoFactorLoginRoutes } from './two-factor-login';

/** Sign-in (with its second factor), token refresh and sign-out; old sessions are cleaned up. */
export const authModule: ServerModule = {
  routes: (app, context) => {
    keepRefreshTokenInCookie(app, context.config.publicUrl);
    authRoutes(app, context);
    twoFactorLoginRoutes(app, context);
  },
  jobs: authJobs,
};
