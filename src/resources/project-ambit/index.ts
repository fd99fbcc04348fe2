import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import type { ProjectAmbit } from './types';

/** Projects > Project ambits (spec §2: /project-ambit, /new, /{projectAmbitId}; admin only). */
export default {
  list: lazy(() => import('./ProjectAmbitList')),
  create: lazy(() => import('./ProjectAmbitCreate')),
  edit: lazy(() => import('./ProjectAmbitEdit')),
  icon: CategoryIcon,
  recordRepresentation: (ambit: ProjectAmbit) => ambit.name,
};
