import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { centers, evidences, legalChangeReviews, legalChanges, legalRequirements } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { syncEvidences } from '../legal-module/applicability';
import type { DecisionWrite } from './schemas';

type Decision = Static<typeof DecisionWrite>;

/** A new NOT_FULFILLED evidence of the requirement in the center, named as the requirement's evidence in its language. */
async function newEvidence(tx: Database, centerId: number, requirementId: number, language: string) {
  const [requirement] = await tx
    .select({ spanish: legalRequirements.evidenceNameSpanish, catalan: legalRequirements.evidenceNameCatalan })
    .from(legalRequirements)
    .where(eq(legalRequirements.id, requirementId));
  const [created] = await tx
    .insert(evidences)
    .values({
      centerId,
      legalRequirementId: requirementId,
      name: language === 'ca' ? requirement!.catalan : requirement!.spanish,
      state: 'NOT_FULFILLED',
    })
    .returning({ id: evidences.id });
  return created!.id;
}

/**
 * Records a center's decision on a review, and what it implies, in one transaction: no longer applies marks the
 * requirement (or the text's requirements) not applicable as the module's configuration does; new evidence needed
 * creates the evidence to fill; still applies gives an added requirement its evidence. 409 once decided.
 */
export async function decideReview(db: Database, reviewId: number, body: Decision, userId: number) {
  const reason = textOrNull(body.reason);
  if (body.decision === 'NO_LONGER_APPLIES' && !reason) throw badRequest('reason', 'legalChanges.reasonRequired');
  await writeTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ review: legalChangeReviews, change: legalChanges, language: centers.usedLanguage })
      .from(legalChangeReviews)
      .innerJoin(legalChanges, eq(legalChanges.id, legalChangeReviews.legalChangeId))
      .innerJoin(centers, eq(centers.id, legalChangeReviews.centerId))
      .where(eq(legalChangeReviews.id, reviewId))
      .for('update', { of: legalChangeReviews });
    const { review, change, language } = row!;
    if (review.decision) throw conflict('legalChanges.reviewDecided', 'review_decided');
    const centerId = review.centerId;
    let evidenceId: number | null = null;
    if (body.decision === 'NO_LONGER_APPLIES') {
      const which = change.legalRequirementId ? sql`r.id = ${change.legalRequirementId}` : sql`r.legal_text_id = ${change.legalTextId}`;
      await tx.execute(sql`insert into center_not_applicable_requirement (center_id, legal_requirement_id)
        select ${centerId}, r.id from legal_requirement r where ${which} on conflict do nothing`);
      await syncEvidences(tx, centerId);
    } else if (body.decision === 'NEW_EVIDENCE_NEEDED') {
      const requirementId = change.legalRequirementId ?? body.legal_requirement_id;
      if (!requirementId) throw badRequest('legal_requirement_id', 'legalChanges.requirementForEvidence');
      const [ofText] = await tx
        .select({ id: legalRequirements.id })
        .from(legalRequirements)
        .where(and(eq(legalRequirements.id, requirementId), eq(legalRequirements.legalTextId, change.legalTextId)));
      if (!ofText) throw badRequest('legal_requirement_id', 'legalChanges.requirementNotOfText');
      evidenceId = await newEvidence(tx, centerId, requirementId, language);
    } else if (change.kind === 'REQUIREMENT_ADDED' && change.legalRequirementId) {
      const [existing] = await tx
        .select({ id: evidences.id })
        .from(evidences)
        .where(and(eq(evidences.centerId, centerId), eq(evidences.legalRequirementId, change.legalRequirementId)));
      if (!existing) evidenceId = await newEvidence(tx, centerId, change.legalRequirementId, language);
    }
    await tx
      .update(legalChangeReviews)
      .set({ decision: body.decision, reason, decidedBy: userId, decidedAt: sql`now()`, evidenceId, updatedAt: sql`now()` })
      .where(and(eq(legalChangeReviews.id, reviewId), isNull(legalChangeReviews.decision)));
  });
}
