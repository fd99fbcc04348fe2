import { lazy } from 'react';
import type { Enterprise } from './types';

/** Administration > Enterprises (spec §2: /enterprise, /new, /{enterpriseId}; admin only). */
export default {
  list: lazy(() => import('./EnterpriseList')),
  create: lazy(() => import('./EnterpriseCreate')),
  edit: lazy(() => import('./EnterpriseEdit')),
  recordRepresentation: (enterprise: Enterprise) => enterprise.name,
};
