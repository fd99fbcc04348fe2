import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { registerTree } from './queries';
import { Tree } from './schemas';
import { everyone } from '../../lib/access';

/** The whole area > ambit > subambit tree in three statements, for the legal manager and pickers. */
export const registerTreeRoutes: RegisterModule = (app, { db }) => {
  app.get(
    '/api/legal-register/tree',
    { config: { access: everyone, tenancy: 'global' }, schema: { tags: ['Legal register'], response: answers(Tree) } },
    (request) => registerTree(db, request),
  );
};
