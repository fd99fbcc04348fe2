import { lazy } from 'react';
import type { LegalAmbit } from '../../custom-pages/legal-manager/registerRecords';

/** Legal ambits, the register level under an area (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalAmbitList')),
  create: lazy(() => import('./LegalAmbitCreate')),
  edit: lazy(() => import('./LegalAmbitEdit')),
  recordRepresentation: (record: LegalAmbit) => record.name,
};
