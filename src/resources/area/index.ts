import { lazy } from 'react';
import type { Area } from '../../custom-pages/legal-manager/registerRecords';

/** Legal management > Areas, the register's top level (spec §2: admin only). */
export default {
  list: lazy(() => import('./AreaList')),
  create: lazy(() => import('./AreaCreate')),
  edit: lazy(() => import('./AreaEdit')),
  recordRepresentation: (area: Area) => area.name,
};
