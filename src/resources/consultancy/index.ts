import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { Consultancy } from './types';

/** Administration > Consultancies (spec §2: /consultancy, /new, /{consultancyId}; admin only). */
export default {
  list: lazy(() => import('./ConsultancyList')),
  create: lazy(() => import('./ConsultancyCreate')),
  edit: lazy(() => import('./ConsultancyEdit')),
  icon: HandshakeIcon,
  recordRepresentation: (consultancy: Consultancy) => consultancy.name,
};
