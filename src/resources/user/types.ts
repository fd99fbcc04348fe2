import type { Role } from '../../../contract/roles';

/** GET /api/user/{id} (spec §3). */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  enterpriseList: unknown[];
  centerList: unknown[];
}

/** What the create and edit forms hold; `password` is empty when the user keeps the current one. */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  password?: string;
}
