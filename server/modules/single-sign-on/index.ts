import type { ServerModule } from '../../lib/api';
import { signInSettingsRoutes } from './settings';
import { forgetOldAttempts } from './queries';
import { singleSignOnRoutes } from './sign-in';

/** Single sign-on with a consultancy's OpenID Connect provider (issue 24): its settings and the sign-in trip. */
export const singleSignOnModule: ServerModule = {
  routes: (app, context) => {
    signInSettingsRoutes(app, context);
    singleSignOnRoutes(app, context);
  },
  jobs: ({ db }) => [{ name: 'single sign-on attempts clean-up', run: async () => void (await forgetOldAttempts(db)) }],
};
