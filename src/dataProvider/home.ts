import type { Identifier } from 'react-admin';
import type { EvidenceState } from '../../contract/legal';
import type { CenterModule } from '../../contract/modules';
import type { HttpClient } from './httpClient';

/** One center's figures as GET /api/home answers them. */
export interface HomeCenter {
  center: { id: number; name: string };
  enterprise: { id: number; name: string };
  /** Days ahead an expiry is flagged (the center's digest window). */
  warning_days: number;
  active_modules: CenterModule[];
  evidences: Record<EvidenceState, number> & { total: number };
  /** Fulfilled over all evidences, in percent; null without evidences. */
  compliance: number | null;
  expired: number;
  expiring: number;
}

export interface Home {
  today: string;
  count: number;
  results: HomeCenter[];
}

export const homeMethods = (client: HttpClient) => ({
  /** Every visible center's figures in one call; with a center, that one (404 when not visible). */
  getHome: (centerId?: Identifier) =>
    client.json<Home>('/home', centerId === undefined ? {} : { query: new URLSearchParams({ centerId: String(centerId) }) }),
});
export type HomeMethods = ReturnType<typeof homeMethods>;
