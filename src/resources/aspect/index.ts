import { lazy } from 'react';

/** Environmental aspects catalogue (spec §2: /aspect, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./AspectList')),
  create: lazy(() => import('./AspectCreate')),
  edit: lazy(() => import('./AspectEdit')),
  recordRepresentation: (record: { name: string }) => record.name,
};
