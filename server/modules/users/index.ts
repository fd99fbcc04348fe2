import type { ServerModule } from '../../lib/api';
import { emailChangeRoutes } from './email-change';
import { profileRoutes } from './profile';
import { userRoutes } from './routes';
import { sessionRoutes } from './sessions';
import { twoFactorProfileRoutes } from './two-factor-profile';

/** The signed-in user's profile (with their second factor and sessions), and user administration. */
export const usersModule: ServerModule = {
  routes: (app, context) => {
    profileRoutes(app, context);
    emailChangeRoutes(app, context);
    userRoutes(app, context);
    twoFactorProfileRoutes(app, context);
    sessionRoutes(app, context);
  },
};
