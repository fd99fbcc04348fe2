import { lazy } from 'react';
import type { LegalScope } from '../../custom-pages/legal-manager/registerRecords';

/** Legal management > Legal scopes: national and European, autonomous community or local (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalScopeList')),
  create: lazy(() => import('./LegalScopeCreate')),
  edit: lazy(() => import('./LegalScopeEdit')),
  recordRepresentation: (record: LegalScope) => record.name,
};
