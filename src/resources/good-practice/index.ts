import { lazy } from 'react';

/** Environmental aspects catalogue (spec §2: /good-practice, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./GoodPracticeList')),
  create: lazy(() => import('./GoodPracticeCreate')),
  edit: lazy(() => import('./GoodPracticeEdit')),
  recordRepresentation: (record: { name: string }) => record.name,
};
