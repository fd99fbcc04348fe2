import type { NamedReference } from '../../common/NameChips';
import type { MemberReference } from '../user/types';

/** GET /api/enterprise/{id} (spec §3), plus `userIdList`, which the dataProvider adds for the form. */
export interface Enterprise {
  id: number;
  name: string;
  logo: string | null;
  userList: MemberReference[];
  centerList: NamedReference[];
  userIdList: number[];
}
