import { lazy } from 'react';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import type { LegalAmbit } from '../../custom-pages/legal-manager/registerRecords';

/** Legal ambits, the register level under an area (spec §2: admin only). */
export default {
  list: lazy(() => import('./LegalAmbitList')),
  create: lazy(() => import('./LegalAmbitCreate')),
  edit: lazy(() => import('./LegalAmbitEdit')),
  icon: FolderOpenIcon,
  recordRepresentation: (record: LegalAmbit) => record.name,
};
