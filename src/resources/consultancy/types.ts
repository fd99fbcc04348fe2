import type { NamedReference } from '../../common/NameChips';

/** GET /api/consultancy/{id} (spec §3); `logo` is a signed URL. */
export interface Consultancy {
  id: number;
  name: string;
  domain_name: string;
  require_two_factor?: boolean;
  logo: string | null;
  centerList: NamedReference[];
}
