import { lazy } from 'react';

/** Environmental aspects catalogue (spec §2: /vector, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./VectorList')),
  create: lazy(() => import('./VectorCreate')),
  edit: lazy(() => import('./VectorEdit')),
  recordRepresentation: (record: { name: string }) => record.name,
};
