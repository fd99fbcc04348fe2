import { lazy } from 'react';
import type { ProjectAmbit } from './types';

/** Projects > Project ambits (spec §2: /project-ambit, /new, /{projectAmbitId}; admin only). */
export default {
  list: lazy(() => import('./ProjectAmbitList')),
  create: lazy(() => import('./ProjectAmbitCreate')),
  edit: lazy(() => import('./ProjectAmbitEdit')),
  recordRepresentation: (ambit: ProjectAmbit) => ambit.name,
};
