import { lazy } from 'react';
import type { Consultancy } from './types';

/** Administration > Consultancies (spec §2: /consultancy, /new, /{consultancyId}; admin only). */
export default {
  list: lazy(() => import('./ConsultancyList')),
  create: lazy(() => import('./ConsultancyCreate')),
  edit: lazy(() => import('./ConsultancyEdit')),
  recordRepresentation: (consultancy: Consultancy) => consultancy.name,
};
