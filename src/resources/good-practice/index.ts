import { lazy } from 'react';
import ChecklistIcon from '@mui/icons-material/Checklist';

/** Environmental aspects catalogue (spec §2: /good-practice, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./GoodPracticeList')),
  create: lazy(() => import('./GoodPracticeCreate')),
  edit: lazy(() => import('./GoodPracticeEdit')),
  icon: ChecklistIcon,
  recordRepresentation: (record: { name: string }) => record.name,
};
