import type { Role } from '../../../contract/roles';
import type { NamedReference } from '../../common/NameChips';

/** GET /api/user/{id} (spec §3). */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  enterpriseList: NamedReference[];
  centerList: NamedReference[];
  /** The consultancy whose sign-in rules a staff user follows; null for clients and staff of none (issue 32). */
  consultancy_id?: number | null;
}

/** A user as enterprises and centers nest them. */
export interface MemberReference extends NamedReference {
  email: string;
  role: Role;
}

/** What the create and edit forms hold; `password` is empty when the user keeps the current one. */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  password?: string;
  /** Admin-only; projects copy it onto each dedication (issue 10). */
  cost_per_hour?: number | null;
  /** Creation only: mail a one-use link to choose the password instead of typing one. */
  invite?: boolean;
  enterpriseIdList?: number[];
  centerIdList?: number[];
  consultancy_id?: number | null;
}

/** What POST /api/user adds when it was asked to invite. */
export interface InvitationOutcome {
  sent: boolean;
  to: string;
  detail?: string;
}
