import { lazy } from 'react';
import type { LegalRequirement } from '../../custom-pages/legal-manager/registerRecords';

/** Legal management > Legal requirements: what a legal text requires and the evidence that proves it (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalRequirementList')),
  create: lazy(() => import('./LegalRequirementCreate')),
  edit: lazy(() => import('./LegalRequirementEdit')),
  recordRepresentation: (record: LegalRequirement) => record.name,
};
