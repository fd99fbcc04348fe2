import { lazy } from 'react';
import RuleIcon from '@mui/icons-material/Rule';
import type { LegalRequirement } from '../../custom-pages/legal-manager/registerRecords';

/** Legal management > Legal requirements: what a legal text requires and the evidence that proves it (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalRequirementList')),
  create: lazy(() => import('./LegalRequirementCreate')),
  edit: lazy(() => import('./LegalRequirementEdit')),
  icon: RuleIcon,
  recordRepresentation: (record: LegalRequirement) => record.name,
};
