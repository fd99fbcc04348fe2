import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { DEFAULT_REVIEW_DAYS, type LegalChangeKind } from '../../../contract/legal-changes';
import type { Database } from '../../db/client';
import { legalChanges, legalRequirements, legalTexts, type Wording } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { todayInSpain } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import type { ChangeWrite, RequirementWording } from './schemas';

type Change = Static<typeof ChangeWrite>;
type TextRow = typeof legalTexts.$inferSelect;
type RequirementRow = typeof legalRequirements.$inferSelect;

const wordingOf = (requirement: RequirementRow): Wording => ({
  name_spanish: requirement.nameSpanish,
  name_catalan: requirement.nameCatalan,
  evidence_name_spanish: requirement.evidenceNameSpanish,
  evidence_name_catalan: requirement.evidenceNameCatalan,
});

const requirementValues = (wording: Static<typeof RequirementWording>) => ({
  nameSpanish: wording.name_spanish.trim(),
  nameCatalan: wording.name_catalan.trim(),
  evidenceNameSpanish: wording.evidence_name_spanish.trim(),
  evidenceNameCatalan: wording.evidence_name_catalan.trim(),
  ...(wording.order === undefined ? {} : { order: wording.order }),
});

/** The requirement a requirement kind names, of this text and not removed; 400 naming the field otherwise. */
async function requirementOf(tx: Database, text: TextRow, id: number | undefined) {
  if (!id) throw badRequest('legal_requirement_id', 'common.required');
  const [requirement] = await tx
    .select()
    .from(legalRequirements)
    .where(and(eq(legalRequirements.id, id), eq(legalRequirements.legalTextId, text.id), isNull(legalRequirements.removedDate)));
  if (!requirement) throw badRequest('legal_requirement_id', 'legalChanges.requirementNotOfText');
  return requirement;
}

const needWording = (change: Change) => {
  if (!change.requirement) throw badRequest('requirement', 'legalChanges.requirementRequired');
  return change.requirement;
};

/** Applies the change to the register; answers the requirement it is about and the wording before and after. */
async function apply(tx: Database, text: TextRow, change: Change) {
  const stamp = { updatedAt: sql`now()` };
  const changedBy = textOrNull(change.changed_by_text);
  const kind = change.kind as LegalChangeKind;
  switch (kind) {
    case 'TEXT_MODIFIED': {
      const texts = (change.texts ?? []).map((line) => line.trim()).filter(Boolean);
      if (texts.length === 0) throw badRequest('texts', 'legalChanges.textsRequired');
      await tx
        .update(legalTexts)
        .set({ texts, ...(changedBy ? { changedByText: changedBy } : {}), ...stamp })
        .where(eq(legalTexts.id, text.id));
      return { requirementId: null, before: { texts: text.texts }, after: { texts } };
    }
    case 'REQUIREMENT_ADDED': {
      const wording = needWording(change);
      const [added] = await tx
        .insert(legalRequirements)
        .values({ ...requirementValues(wording), legalTextId: text.id })
        .returning();
      return { requirementId: added!.id, before: null, after: wordingOf(added!) };
    }
    case 'REQUIREMENT_CHANGED': {
      const requirement = await requirementOf(tx, text, change.legal_requirement_id);
      const [changed] = await tx
        .update(legalRequirements)
        .set({ ...requirementValues(needWording(change)), ...stamp })
        .where(eq(legalRequirements.id, requirement.id))
        .returning();
      return { requirementId: requirement.id, before: wordingOf(requirement), after: wordingOf(changed!) };
    }
    case 'REQUIREMENT_REMOVED': {
      const requirement = await requirementOf(tx, text, change.legal_requirement_id);
      await tx
        .update(legalRequirements)
        .set({ removedDate: change.effective_date, ...stamp })
        .where(eq(legalRequirements.id, requirement.id));
      return { requirementId: requirement.id, before: { removed_date: null }, after: { removed_date: change.effective_date } };
    }
    case 'TEXT_PARTIALLY_REPEALED':
    case 'TEXT_REPEALED': {
      const state = kind === 'TEXT_REPEALED' ? 'REPEALED' : 'PARTIALLY_REPEALED';
      if (text.effectiveDate && change.effective_date < text.effectiveDate)
        throw badRequest('effective_date', 'legalChanges.stateDateBeforeEffective');
      await tx
        .update(legalTexts)
        .set({ state, stateDate: change.effective_date, ...(changedBy ? { changedByText: changedBy } : {}), ...stamp })
        .where(eq(legalTexts.id, text.id));
      return {
        requirementId: null,
        before: { state: text.state, state_date: text.stateDate },
        after: { state, state_date: change.effective_date },
      };
    }
  }
}

/**
 * One review per center the change touches, in ONE statement whatever their number: centers with the legal module on
 * whose selection holds the text's subambit and scope and, for a changed or removed requirement, that did not mark it
 * not applicable; for a text-level change, where some requirement of the text applies. Due after the center's
 * consultancy's review days (30 unless set).
 */
async function fanOut(tx: Database, changeId: number, text: TextRow, kind: LegalChangeKind, requirementId: number | null) {
  const applies =
    kind === 'REQUIREMENT_ADDED'
      ? sql``
      : requirementId
        ? sql`and not exists (select 1 from center_not_applicable_requirement n where n.center_id = c.id and n.legal_requirement_id = ${requirementId})`
        : sql`and exists (select 1 from legal_requirement r where r.legal_text_id = ${text.id} and r.removed_date is null
            and not exists (select 1 from center_not_applicable_requirement n where n.center_id = c.id and n.legal_requirement_id = r.id))`;
  await tx.execute(sql`
    insert into legal_change_review (center_id, legal_change_id, due_date)
    select c.id, ${changeId}, ${todayInSpain()}::date + coalesce(s.review_days, ${DEFAULT_REVIEW_DAYS})
    from center c
    join center_module m on m.center_id = c.id and m.module = 'legal-requirement' and m.is_active
    left join legal_change_setting s on s.consultancy_id = c.consultancy_id
    where exists (select 1 from center_legal_subambit cs where cs.center_id = c.id and cs.subambit_id = ${text.subambitId})
      and exists (select 1 from center_legal_scope cl where cl.center_id = c.id and cl.legal_scope_id = ${text.legalScopeId})
      ${applies}`);
}

/** Records a change of text `textId` and applies it, with its reviews, in one transaction; answers the change's id. */
export async function recordChange(db: Database, textId: number, change: Change, userId: number): Promise<number> {
  return writeTransaction(db, async (tx) => {
    const [text] = await tx.select().from(legalTexts).where(eq(legalTexts.id, textId)).for('update');
    if (!text) throw notFound('legal-text');
    if (text.state === 'REPEALED') throw conflict('legalChanges.textRepealed', 'text_repealed');
    if (text.publicationDate && change.effective_date < text.publicationDate)
      throw badRequest('effective_date', 'legalChanges.changeBeforePublication');
    const applied = await apply(tx, text, change);
    const [recorded] = await tx
      .insert(legalChanges)
      .values({
        legalTextId: text.id,
        legalRequirementId: applied.requirementId,
        kind: change.kind,
        note: change.note.trim(),
        effectiveDate: change.effective_date,
        changedByText: textOrNull(change.changed_by_text),
        before: applied.before,
        after: applied.after,
        recordedBy: userId,
      })
      .returning({ id: legalChanges.id });
    await fanOut(tx, recorded!.id, text, change.kind as LegalChangeKind, applied.requirementId);
    return recorded!.id;
  });
}
