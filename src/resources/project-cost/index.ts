import { lazy } from 'react';
import type { ProjectCost } from './types';

/** Projects > Project costs (spec §2: /project-cost, /new, /{projectCostId}; admin only). */
export default {
  list: lazy(() => import('./ProjectCostList')),
  create: lazy(() => import('./ProjectCostCreate')),
  edit: lazy(() => import('./ProjectCostEdit')),
  recordRepresentation: (cost: ProjectCost) => cost.concept,
};
