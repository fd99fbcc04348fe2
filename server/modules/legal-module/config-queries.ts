import { and, asc, eq, notInArray } from 'drizzle-orm';
import { LEGAL_SCOPE_KINDS } from '../../../contract/legal';
import type { Database } from '../../db/client';
import {
  centerLegalScopes,
  centerNotApplicableRequirements,
  centerSubambits,
  legalRequirements,
  legalScopes,
  subambits,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { reference, type Reader } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { assertAllExist } from '../../lib/references';
import { ambitsWithAreaById } from '../legal-register/hierarchy';
import { presentRequirements } from '../legal-register/requirements';
import { requirementsOfSelection, syncEvidences } from './applicability';

// The SQL of a center's legal configuration (config.ts): its selected subambits and scopes, the requirements a
// selection implies, and the saved selection with the evidences it brings.

/** The center's subambits, each with its ambit and area. */
export async function selectedSubambits(db: Database, reader: Reader, centerId: number) {
  const rows = await db
    .select({ subambit: subambits })
    .from(centerSubambits)
    .innerJoin(subambits, eq(subambits.id, centerSubambits.subambitId))
    .where(eq(centerSubambits.centerId, centerId))
    .orderBy(asc(subambits.order), asc(subambits.id));
  const parents = await ambitsWithAreaById(
    db,
    rows.map((row) => row.subambit.legalAmbitId),
  );
  return rows.map(({ subambit }) => {
    const parent = parents.get(subambit.legalAmbitId)!;
    return reference(reader, subambit.id, subambit, {
      legal_ambit: reference(reader, parent.ambitId, { nameSpanish: parent.ambitSpanish, nameCatalan: parent.ambitCatalan }),
      area: reference(reader, parent.areaId, { nameSpanish: parent.areaSpanish, nameCatalan: parent.areaCatalan }),
    });
  });
}

/** The center's legal scopes, by kind. */
export async function selectedScopes(db: Database, reader: Reader, centerId: number) {
  const rows = await db
    .select({ scope: legalScopes })
    .from(centerLegalScopes)
    .innerJoin(legalScopes, eq(legalScopes.id, centerLegalScopes.legalScopeId))
    .where(eq(centerLegalScopes.centerId, centerId))
    .orderBy(asc(legalScopes.nameSpanish));
  const ofKind = (kind: (typeof LEGAL_SCOPE_KINDS)[number]) =>
    rows.filter(({ scope }) => scope.scope === kind).map(({ scope }) => reference(reader, scope.id, scope));
  return {
    national_and_european_scope: ofKind('NATIONAL_AND_EUROPEAN'),
    autonomous_community_scope: ofKind('AUTONOMOUS_COMMUNITY'),
    local_scope: ofKind('LOCAL'),
  };
}

/** The requirements a tentative selection implies, a page at a time, and the ones the center marked not applicable. */
export async function selectionRequirements(db: Database, centerId: number, subambitIds: number[], scopeIds: number[]) {
  const where = requirementsOfSelection(subambitIds, scopeIds);
  const notApplicable = new Set(
    (
      await db
        .select({ id: centerNotApplicableRequirements.legalRequirementId })
        .from(centerNotApplicableRequirements)
        .where(eq(centerNotApplicableRequirements.centerId, centerId))
    ).map((row) => row.id),
  );
  return {
    page: (limit: number, offset: number) =>
      db
        .select({ requirement: legalRequirements, total: windowCount })
        .from(legalRequirements)
        .where(where)
        .orderBy(asc(legalRequirements.legalTextId), asc(legalRequirements.order), asc(legalRequirements.id))
        .limit(limit)
        .offset(offset),
    present: async (reader: Reader, rows: { requirement: typeof legalRequirements.$inferSelect }[]) =>
      (
        await presentRequirements(
          db,
          rows.map((row) => row.requirement),
          reader,
        )
      ).map((requirement) => ({ is_applicable: !notApplicable.has(requirement.id), ...requirement })),
    count: () => db.$count(legalRequirements, where),
  };
}

export interface Selection {
  subambitIds: number[];
  scopeIds: number[];
  notApplicable: number[];
}

/** Saves the center's selection and brings its evidences in line; answers the evidences the change created. */
export async function saveSelection(db: Database, centerId: number, { subambitIds, scopeIds, notApplicable }: Selection) {
  await assertAllExist(db, subambits, subambitIds, 'subambit_ids');
  await assertAllExist(db, legalScopes, scopeIds, 'legal_scope_ids');
  await assertAllExist(db, legalRequirements, notApplicable, 'not_applicable_legal_requirement_ids');
  return writeTransaction(db, async (tx) => {
    // Only what the selection drops is deleted and only what it adds is inserted: the change history tells exactly that.
    await tx
      .delete(centerSubambits)
      .where(and(eq(centerSubambits.centerId, centerId), notInArray(centerSubambits.subambitId, subambitIds)));
    await tx
      .delete(centerLegalScopes)
      .where(and(eq(centerLegalScopes.centerId, centerId), notInArray(centerLegalScopes.legalScopeId, scopeIds)));
    await tx
      .delete(centerNotApplicableRequirements)
      .where(
        and(
          eq(centerNotApplicableRequirements.centerId, centerId),
          notInArray(centerNotApplicableRequirements.legalRequirementId, notApplicable),
        ),
      );
    const unique = (ids: number[]) => [...new Set(ids)];
    if (subambitIds.length)
      await tx
        .insert(centerSubambits)
        .values(unique(subambitIds).map((subambitId) => ({ centerId, subambitId })))
        .onConflictDoNothing();
    if (scopeIds.length)
      await tx
        .insert(centerLegalScopes)
        .values(unique(scopeIds).map((legalScopeId) => ({ centerId, legalScopeId })))
        .onConflictDoNothing();
    if (notApplicable.length)
      await tx
        .insert(centerNotApplicableRequirements)
        .values(unique(notApplicable).map((legalRequirementId) => ({ centerId, legalRequirementId })))
        .onConflictDoNothing();
    return syncEvidences(tx, centerId);
  });
}
