import type { ServerModule } from '../../lib/api';
import { profileRoutes } from './profile';
import { userRoutes } from './routes';

/** The signed-in user's profile, and user administration. */
export const usersModule: ServerModule = {
  routes: (app, context) => {
    profileRoutes(app, context);
    userRoutes(app, context);
  },
};
