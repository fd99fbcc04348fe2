import type { AutonomousCommunity, CENTER_LANGUAGES } from '../../../contract/spain';
import type { NamedReference } from '../../common/NameChips';
import type { MemberReference } from '../user/types';

export type CenterLanguage = (typeof CENTER_LANGUAGES)[number];

/** An enterprise or consultancy as a center nests it. */
export interface OwnerReference extends NamedReference {
  logo: string | null;
}

/** GET /api/center/{id} (spec §3), plus the ids the dataProvider adds for the form. */
export interface Center {
  id: number;
  name: string;
  logo: string | null;
  postal_code: string;
  autonomous_community: AutonomousCommunity;
  province: string;
  municipality: string | null;
  address: string | null;
  used_language: CenterLanguage;
  enterprise: OwnerReference;
  consultancy: OwnerReference;
  userList: MemberReference[];
  enterpriseId: number;
  consultancyId: number;
  userIdList: number[];
}
