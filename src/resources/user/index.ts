import { lazy } from 'react';
import type { User } from './types';

/** Administration > Users (spec §2: /user, /user/new, /user/{userId}; admin only). */
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  recordRepresentation: (user: User) => user.name,
};
