import { lazy } from 'react';
import type { Subambit } from '../../custom-pages/legal-manager/registerRecords';

/** Subambits, the register level under a legal ambit (spec §2: admin only). */
export default {
  list: lazy(() => import('./SubambitList')),
  create: lazy(() => import('./SubambitCreate')),
  edit: lazy(() => import('./SubambitEdit')),
  recordRepresentation: (record: Subambit) => record.name,
};
