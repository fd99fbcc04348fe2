import { lazy } from 'react';
import type { Center } from './types';

/** Administration > Centers (spec §2: /center, /new, /{centerId}); collaborators and clients list their own. */
export default {
  list: lazy(() => import('./CenterList')),
  create: lazy(() => import('./CenterCreate')),
  edit: lazy(() => import('./CenterEdit')),
  recordRepresentation: (center: Center) => center.name,
};
