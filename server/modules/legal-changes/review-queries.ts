import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centers, evidences, legalChangeReviews, legalChanges, legalRequirements, legalTexts, users } from '../../db/schema';
import { pickName, type Language } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { centerVisibleTo, type Viewer } from '../../lib/tenancy';

/** A review with its change, text, requirement, center, who decided and the evidence its decision created. */
const reviewColumns = {
  review: legalChangeReviews,
  change: {
    id: legalChanges.id,
    kind: legalChanges.kind,
    note: legalChanges.note,
    effectiveDate: legalChanges.effectiveDate,
    changedByText: legalChanges.changedByText,
    createdAt: legalChanges.createdAt,
  },
  text: { id: legalTexts.id, name: legalTexts.name, officialReference: legalTexts.officialReference },
  requirement: { id: legalRequirements.id, nameSpanish: legalRequirements.nameSpanish, nameCatalan: legalRequirements.nameCatalan },
  center: { id: centers.id, name: centers.name },
  decidedBy: { id: users.id, name: users.name },
  evidence: { id: evidences.id, name: evidences.name },
};

export interface ReviewFilter {
  id?: number;
  centerId?: number;
  changeId?: number;
  state?: 'PENDING' | 'DECIDED';
  /** Changes recorded from this instant (a bulletin's month), as an SQL condition on the change's creation. */
  recorded?: SQL;
}

/** Reviews the viewer sees, pending first by due date then decided newest first, with the total: one statement. */
export function selectReviews(db: Database, viewer: Viewer, filter: ReviewFilter, limit: number, offset: number) {
  return db
    .select({ ...reviewColumns, total: windowCount })
    .from(legalChangeReviews)
    .innerJoin(legalChanges, eq(legalChanges.id, legalChangeReviews.legalChangeId))
    .innerJoin(legalTexts, eq(legalTexts.id, legalChanges.legalTextId))
    .innerJoin(centers, eq(centers.id, legalChangeReviews.centerId))
    .leftJoin(legalRequirements, eq(legalRequirements.id, legalChanges.legalRequirementId))
    .leftJoin(users, eq(users.id, legalChangeReviews.decidedBy))
    .leftJoin(evidences, eq(evidences.id, legalChangeReviews.evidenceId))
    .where(
      and(
        centerVisibleTo(viewer, legalChangeReviews.centerId),
        filter.id ? eq(legalChangeReviews.id, filter.id) : undefined,
        filter.centerId ? eq(legalChangeReviews.centerId, filter.centerId) : undefined,
        filter.changeId ? eq(legalChangeReviews.legalChangeId, filter.changeId) : undefined,
        filter.state === 'PENDING' ? isNull(legalChangeReviews.decision) : undefined,
        filter.state === 'DECIDED' ? isNotNull(legalChangeReviews.decision) : undefined,
        filter.recorded,
      ),
    )
    .orderBy(
      sql`${legalChangeReviews.decision} is not null`,
      asc(sql`case when ${legalChangeReviews.decision} is null then ${legalChangeReviews.dueDate} end`),
      desc(legalChangeReviews.decidedAt),
      asc(centers.name),
      asc(legalChangeReviews.id),
    )
    .limit(limit)
    .offset(offset);
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** The wire shape of a review (docs/legal-changes-api.md §4). */
export const presentReview = (language: Language, row: ReviewRow) => ({
  id: row.review.id,
  center: row.center,
  change: {
    id: row.change.id,
    kind: row.change.kind,
    note: row.change.note,
    effective_date: row.change.effectiveDate,
    changed_by_text: row.change.changedByText,
  },
  legal_text: { id: row.text.id, name: row.text.name, official_reference: row.text.officialReference },
  legal_requirement: row.requirement
    ? { id: row.requirement.id, name: pickName(language, { spanish: row.requirement.nameSpanish, catalan: row.requirement.nameCatalan }) }
    : null,
  due_date: row.review.dueDate,
  state: row.review.decision ? 'DECIDED' : 'PENDING',
  decision: row.review.decision,
  reason: row.review.reason,
  decided_by: row.decidedBy,
  decided_at: row.review.decidedAt?.toISOString() ?? null,
  evidence: row.evidence,
});
