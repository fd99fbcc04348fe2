import { lazy } from 'react';
import AirIcon from '@mui/icons-material/Air';

/** Environmental aspects catalogue (spec §2: /vector, /new, /{id}; admin only). */
export default {
  list: lazy(() => import('./VectorList')),
  create: lazy(() => import('./VectorCreate')),
  edit: lazy(() => import('./VectorEdit')),
  icon: AirIcon,
  recordRepresentation: (record: { name: string }) => record.name,
};
