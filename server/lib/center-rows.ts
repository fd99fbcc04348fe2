import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CenterModule } from '../../contract/modules';
import type { Database } from '../db/client';
import { notFound } from './errors';
import type { ResourceName } from './messages';
import type { CenterMode, CenterOwnedTable, CenterTenancy } from './tenancy';

/** Where a route carries the id it is about, and what else the tenancy hook checks there. */
export interface CenterKey {
  /** Params, query or body; params unless said. */
  in?: CenterTenancy['center'];
  /** The field that holds the id; `id` for a row, `centerId` for a center, unless said. */
  key?: string;
  /** Writes need this module switched on for the center (409 module_inactive otherwise). */
  module?: CenterModule;
  /** The handler's reads check the center in their own statement (see CenterTenancy.readsInQuery). */
  readsInQuery?: boolean;
}

/** A center-owned table and the record name its 404 names ("No se ha encontrado la evidencia."). */
export interface RowOwner {
  table: CenterOwnedTable;
  name: ResourceName;
}

/** The center of the owner's row `id`, or 404 naming the record when there is no such row: the one "center of this row". */
export async function centerOf(db: Database, owner: RowOwner, id: number): Promise<number> {
  const [row] = await db
    .select({ centerId: owner.table.centerId })
    .from(owner.table as PgTable)
    .where(eq(owner.table.id, id));
  if (!row) throw notFound(owner.name);
  return row.centerId as number;
}

const declared = (key: string, mode: CenterMode, at: CenterKey, owner?: CenterTenancy['owner']): CenterTenancy => ({
  center: at.in ?? 'params',
  key,
  mode,
  ...(owner ? { owner } : {}),
  ...(at.module ? { module: at.module } : {}),
  ...(at.readsInQuery ? { readsInQuery: true } : {}),
});

/**
 * The route is about a row owned by a center the user may see (read) or change (write): the tenancy hook
 * answers 404 naming the record when the row does not exist or its center is not visible, 403 when a client
 * would change it, 409 when a write meets the module switched off.
 */
export const centerRow = (owner: RowOwner, mode: CenterMode, at: CenterKey = {}): CenterTenancy =>
  declared(at.key ?? 'id', mode, at, { table: owner.table, name: owner.name });

/** The route is about a center whose id it carries (404 "Center not found", 403, 409 as for rows). */
export const centerById = (mode: CenterMode, at: CenterKey = {}): CenterTenancy => declared(at.key ?? 'centerId', mode, at);

/** One module's route tenancies: its module switch, and whether its row reads check tenancy in their query, said once. */
export function centerTenancyOf(defaults: { module?: CenterModule; rowReadsInQuery?: boolean }) {
  return {
    row: (owner: RowOwner, mode: CenterMode, at: CenterKey = {}) =>
      centerRow(owner, mode, { module: defaults.module, readsInQuery: defaults.rowReadsInQuery, ...at }),
    center: (mode: CenterMode, at: CenterKey = {}) => centerById(mode, { module: defaults.module, ...at }),
  };
}
