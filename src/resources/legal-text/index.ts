import { lazy } from 'react';
import type { LegalText } from '../../custom-pages/legal-manager/registerRecords';

/** Legal management > Legal texts: a norm, its scope and subambit, and the articles it cites (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalTextList')),
  create: lazy(() => import('./LegalTextCreate')),
  edit: lazy(() => import('./LegalTextEdit')),
  recordRepresentation: (record: LegalText) => record.name,
};
