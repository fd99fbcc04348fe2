import { lazy } from 'react';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';

/** Environmental aspects catalogue (spec §2: /aspect, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./AspectList')),
  create: lazy(() => import('./AspectCreate')),
  edit: lazy(() => import('./AspectEdit')),
  icon: EnergySavingsLeafIcon,
  recordRepresentation: (record: { name: string }) => record.name,
};
