import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  dangerousnesses,
  residueCarrierResidues,
  residueCarriers,
  residueDangerousnesses,
  residueManagerResidues,
  residues,
} from '../../db/schema';
import type { AppContext } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { writeTransaction } from '../../db/transaction';
import { textOrNull } from '../../lib/fields';
import { pickName } from '../../lib/language';
import { groupBy } from '../../lib/references';
import { defaultPictogram, isHazardousLer, isValidNima } from './codes';
import type { PartyInput } from './schemas';

// The SQL of the waste catalogues (catalogues.ts): the hazard classes and residues joined to a page, the links' writes.

type DangerousnessRow = typeof dangerousnesses.$inferSelect;
type ResidueRow = typeof residues.$inferSelect;
type PartyRow = typeof residueCarriers.$inferSelect;
export type PartyLinks = typeof residueCarrierResidues | typeof residueManagerResidues;

const nameIn = (request: FastifyRequest, row: { nameSpanish: string; nameCatalan: string }) =>
  pickName(request.language, { spanish: row.nameSpanish, catalan: row.nameCatalan });

export const presentDangerousness = (context: Pick<AppContext, 'files'>, request: FastifyRequest) => (row: DangerousnessRow) => ({
  id: row.id,
  name: nameIn(request, row),
  code: row.code,
  // The admin's upload replaces the default pictogram of the class; without one, the default shows.
  pictogram: context.files.url(row.pictogramId) ?? defaultPictogram(row.code),
  pictogram_uploaded: row.pictogramId !== null,
});

/** Residues in the wire shape, with one query for the hazard classes of any number of them. */
export async function presentResidues(db: Database, context: Pick<AppContext, 'files'>, rows: ResidueRow[], request: FastifyRequest) {
  const classes =
    rows.length === 0
      ? []
      : await db
          .select({ residueId: residueDangerousnesses.residueId, row: dangerousnesses })
          .from(residueDangerousnesses)
          .innerJoin(dangerousnesses, eq(dangerousnesses.id, residueDangerousnesses.dangerousnessId))
          .where(
            inArray(
              residueDangerousnesses.residueId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(dangerousnesses.id));
  const byResidue = groupBy(classes, (entry) => entry.residueId);
  const present = presentDangerousness(context, request);
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(request, row),
    name_spanish: row.nameSpanish,
    name_catalan: row.nameCatalan,
    ler_code: row.lerCode,
    is_hazardous: isHazardousLer(row.lerCode),
    dangerousnesses: (byResidue.get(row.id) ?? []).map((entry) => present(entry.row)),
    does_collection_plan_need_previous_notification: row.needsPreviousNotification,
    does_collection_plan_need_treatment_contract: row.needsTreatmentContract,
    does_residue_collection_need_collection_document: row.needsCollectionDocument,
    does_residue_collection_need_delivery_note: row.needsDeliveryNote,
  }));
}

/** A residue's hazard classes replaced by the chosen ones (inside the residue's write). */
export async function replaceResidueClasses(tx: Database, residueId: number, chosen: number[] | undefined) {
  await tx.delete(residueDangerousnesses).where(eq(residueDangerousnesses.residueId, residueId));
  const ids = [...new Set(chosen ?? [])];
  if (ids.length) await tx.insert(residueDangerousnesses).values(ids.map((dangerousnessId) => ({ residueId, dangerousnessId })));
}

/** Removes the admin's pictogram of a hazard class (its file discarded after the write); the row as it is then. */
export async function removePictogram(db: Database, context: Pick<AppContext, 'files'>, id: number) {
  const [before] = await db.select().from(dangerousnesses).where(eq(dangerousnesses.id, id));
  if (!before) throw notFound('dangerousness');
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(dangerousnesses)
      .set({ pictogramId: null, updatedAt: sql`now()` })
      .where(eq(dangerousnesses.id, before.id))
      .returning(),
  );
  await context.files.discard(before.pictogramId);
  return row!;
}

/** Blank optional text becomes null; absent stays absent (an update keeps what it does not name). */
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : textOrNull(value));

export function partyValues(input: PartyInput) {
  const nima = optionalText(input.nima);
  if (nima && !isValidNima(nima)) throw badRequest('nima', 'waste.nima');
  const values = {
    name: input.name.trim(),
    email: input.email.trim(),
    code: input.code.trim(),
    phoneNumber: optionalText(input.phone_number),
    nima,
    address: optionalText(input.address),
    authorisationExpiry: input.authorisation_expiry === undefined ? undefined : input.authorisation_expiry || null,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const ownerOf = (links: PartyLinks) => ('carrierId' in links ? links.carrierId : links.managerId);

/** A carrier's or manager's residues replaced by the chosen ones; absent keeps them (inside the party's write). */
export async function replacePartyResidues(tx: Database, links: PartyLinks, partyId: number, chosen: number[] | undefined) {
  if (chosen === undefined) return;
  const owner = ownerOf(links);
  await tx.delete(links).where(eq(owner, partyId));
  const ids = [...new Set(chosen)];
  if (ids.length)
    await tx
      .insert(links)
      .values(ids.map((residueId) => ({ [owner.name === 'carrier_id' ? 'carrierId' : 'managerId']: partyId, residueId })) as never);
}

/** Carriers or managers in the wire shape, with one query for the residues of any number of them. */
export async function presentParties(db: Database, links: PartyLinks, rows: PartyRow[], request: FastifyRequest) {
  const owner = ownerOf(links);
  const carried =
    rows.length === 0
      ? []
      : await db
          .select({
            ownerId: owner,
            id: residues.id,
            nameSpanish: residues.nameSpanish,
            nameCatalan: residues.nameCatalan,
            lerCode: residues.lerCode,
          })
          .from(links)
          .innerJoin(residues, eq(residues.id, links.residueId))
          .where(
            inArray(
              owner,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(residues.lerCode));
  const byParty = groupBy(carried, (entry) => entry.ownerId);
  const today = todayInSpain();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    code: row.code,
    nima: row.nima,
    address: row.address,
    authorisation_expiry: row.authorisationExpiry,
    is_authorisation_expired: row.authorisationExpiry !== null && row.authorisationExpiry < today,
    residues: (byParty.get(row.id) ?? []).map((entry) => ({ id: entry.id, name: nameIn(request, entry), ler_code: entry.lerCode })),
  }));
}
