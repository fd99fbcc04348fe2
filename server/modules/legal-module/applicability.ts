import { and, eq, exists, inArray, not, notInArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  centerLegalScopes,
  centerNotApplicableRequirements,
  centers,
  centerSubambits,
  evidenceActions,
  evidences,
  legalDocuments,
  legalRequirements,
  legalTexts,
} from '../../db/schema';

const query = new QueryBuilder();

/** Requirements whose legal text is in one of the subambits and one of the scopes. */
export const requirementsOfSelection = (subambitIds: number[], scopeIds: number[]) =>
  inArray(
    legalRequirements.legalTextId,
    query
      .select({ id: legalTexts.id })
      .from(legalTexts)
      .where(and(inArray(legalTexts.subambitId, subambitIds), inArray(legalTexts.legalScopeId, scopeIds))),
  );

/** The center's saved selection, less what it marked not applicable: the requirements that apply to it. */
export const applicableRequirementIds = (centerId: number) =>
  query
    .select({ id: legalRequirements.id })
    .from(legalRequirements)
    .innerJoin(legalTexts, eq(legalTexts.id, legalRequirements.legalTextId))
    .where(
      and(
        inArray(
          legalTexts.subambitId,
          query.select({ id: centerSubambits.subambitId }).from(centerSubambits).where(eq(centerSubambits.centerId, centerId)),
        ),
        inArray(
          legalTexts.legalScopeId,
          query.select({ id: centerLegalScopes.legalScopeId }).from(centerLegalScopes).where(eq(centerLegalScopes.centerId, centerId)),
        ),
        notInArray(
          legalRequirements.id,
          query
            .select({ id: centerNotApplicableRequirements.legalRequirementId })
            .from(centerNotApplicableRequirements)
            .where(eq(centerNotApplicableRequirements.centerId, centerId)),
        ),
      ),
    );

/**
 * Brings the center's evidences in line with what applies: one NOT_FULFILLED evidence for each newly
 * applicable requirement (named in the center's language), and removal of evidences that no longer
 * apply, unless documents or actions hang from them (those are kept: nothing proven is lost).
 */
export async function syncEvidences(tx: Database, centerId: number) {
  const [center] = await tx.select({ language: centers.usedLanguage }).from(centers).where(eq(centers.id, centerId));
  const name = center!.language === 'ca' ? legalRequirements.evidenceNameCatalan : legalRequirements.evidenceNameSpanish;
  const missing = await tx
    .select({ legalRequirementId: legalRequirements.id, name })
    .from(legalRequirements)
    .where(
      and(
        inArray(legalRequirements.id, applicableRequirementIds(centerId)),
        not(
          exists(
            query
              .select({ one: sql`1` })
              .from(evidences)
              .where(and(eq(evidences.centerId, centerId), eq(evidences.legalRequirementId, legalRequirements.id))),
          ),
        ),
      ),
    );
  for (let start = 0; start < missing.length; start += 1000) {
    await tx.insert(evidences).values(missing.slice(start, start + 1000).map((row) => ({ ...row, centerId, state: 'NOT_FULFILLED' })));
  }
  const hasRecords = (table: typeof legalDocuments | typeof evidenceActions) =>
    exists(
      query
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.evidenceId, evidences.id)),
    );
  const stale = and(eq(evidences.centerId, centerId), notInArray(evidences.legalRequirementId, applicableRequirementIds(centerId)));
  const removed = await tx
    .delete(evidences)
    .where(and(stale, not(hasRecords(legalDocuments)), not(hasRecords(evidenceActions))))
    .returning({ id: evidences.id });
  const kept = await tx.$count(evidences, stale);
  return { created: missing.length, removed: removed.length, kept };
}
