import { asc, eq, inArray } from 'drizzle-orm';
import { IMPROVEMENT_SOURCES } from '../../../contract/risks';
import type { Database } from '../../db/client';
import {
  aspectEvaluations,
  evaluatedAspects,
  evidences,
  improvementActions,
  improvementAttachments,
  riskEvaluations,
  users,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { dateOrNull } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import type { FileService, Upload } from '../../lib/files';
import { textOrNull } from '../../lib/fields';
import type { ActionInput } from './schemas';

// The SQL of the improvement actions (actions.ts): the presenter, the rules that read the database, the attachments.

export type ActionRow = typeof improvementActions.$inferSelect;

/** Actions with their people and attachments: three statements for any number of rows. */
export async function presentActions(db: Database, files: FileService, rows: ActionRow[]) {
  const ids = rows.map((row) => row.id);
  const people = [...new Set(rows.flatMap((row) => [row.responsibleId, row.checkedById]).filter((id): id is number => id !== null))];
  const persons = people.length
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, people))
    : [];
  const byId = new Map(persons.map((person) => [person.id, person]));
  const attachments = ids.length
    ? await db
        .select()
        .from(improvementAttachments)
        .where(inArray(improvementAttachments.actionId, ids))
        .orderBy(asc(improvementAttachments.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    center_id: row.centerId,
    type: row.type,
    origin: row.origin,
    source_table: row.sourceTable,
    source_id: row.sourceId,
    description: row.description,
    root_cause: row.rootCause,
    action: row.action,
    responsible_id: row.responsibleId,
    responsible: row.responsibleId === null ? null : (byId.get(row.responsibleId) ?? null),
    due_date: row.dueDate,
    reminder_days: row.reminderDays,
    status: row.status,
    closing_date: row.closingDate,
    checked_by_id: row.checkedById,
    checked_by: row.checkedById === null ? null : (byId.get(row.checkedById) ?? null),
    checked_on: row.checkedOn,
    effective: row.effective,
    effectiveness_comment: row.effectivenessComment,
    attachments: attachments.filter((a) => a.actionId === row.id).map((a) => ({ id: a.id, name: a.name, file: files.url(a.fileId) })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The rules of the "Rules and bad input", each a 400 naming its field. */
export async function validateAction(db: Database, centerId: number, body: ActionInput, createdOn: string) {
  if (body.due_date < createdOn) throw badRequest('due_date', 'improvement.dueBeforeCreated');
  if ((body.source_table == null) !== (body.source_id == null))
    throw badRequest(body.source_table == null ? 'source_table' : 'source_id', 'improvement.sourceTogether');
  if (body.source_table && body.source_id) {
    const table = { risk_evaluation: riskEvaluations, evidence: evidences, evaluated_aspect: evaluatedAspects }[body.source_table];
    const [source] = await db.select({ centerId: table.centerId }).from(table).where(eq(table.id, body.source_id));
    if (!source || source.centerId !== centerId) throw badRequest('source_id', 'improvement.noSourceInCenter');
    if (body.origin !== IMPROVEMENT_SOURCES[body.source_table])
      throw badRequest('origin', 'improvement.originOfSource', {
        source: body.source_table,
        origin: IMPROVEMENT_SOURCES[body.source_table],
      });
  }
  for (const field of ['responsible_id', 'checked_by_id'] as const) {
    const id = body[field];
    if (id != null && !(await db.$count(users, eq(users.id, id)))) throw badRequest(field, 'improvement.noUser', { id });
  }
  if (body.status === 'CLOSED') {
    // Closing needs the effectiveness check of ISO 14001 10.2 e): who, when and whether it worked.
    if (!body.closing_date) throw badRequest('closing_date', 'improvement.closingDateNeeded');
    if (body.checked_by_id == null) throw badRequest('checked_by_id', 'improvement.checkedByNeeded');
    if (!body.checked_on) throw badRequest('checked_on', 'improvement.checkedOnNeeded');
    if (body.effective == null) throw badRequest('effective', 'improvement.effectiveNeeded');
    if (body.closing_date < createdOn) throw badRequest('closing_date', 'improvement.closingBeforeCreated');
  }
}

/** An action starts from an environmental aspect the closed evaluation declared significant (ISO 14001 6.1.2), not from any scored one. */
export async function mustBeSignificant(db: Database, evaluatedAspectId: number) {
  const [row] = await db
    .select({ isSignificant: evaluatedAspects.isSignificant, isOpen: aspectEvaluations.isOpen })
    .from(evaluatedAspects)
    .innerJoin(aspectEvaluations, eq(aspectEvaluations.id, evaluatedAspects.evaluationId))
    .where(eq(evaluatedAspects.id, evaluatedAspectId));
  if (!row?.isSignificant || row.isOpen) throw badRequest('source_id', 'improvement.fromSignificantAspect');
}

export const valuesOf = (body: ActionInput) => ({
  type: body.type,
  origin: body.origin,
  sourceTable: body.source_table ?? null,
  sourceId: body.source_id ?? null,
  description: body.description.trim(),
  rootCause: textOrNull(body.root_cause),
  action: body.action.trim(),
  responsibleId: body.responsible_id ?? null,
  dueDate: body.due_date,
  reminderDays: body.reminder_days ?? 7,
  status: body.status ?? 'OPEN',
  closingDate: dateOrNull(body.closing_date),
  checkedById: body.checked_by_id ?? null,
  checkedOn: dateOrNull(body.checked_on),
  effective: body.effective ?? null,
  effectivenessComment: textOrNull(body.effectiveness_comment),
});

/** The action, or 404. */
export async function improvementActionById(db: Database, id: number) {
  const [row] = await db.select().from(improvementActions).where(eq(improvementActions.id, id));
  if (!row) throw notFound('improvement-action');
  return row;
}

/** Stores the file and its attachment row to the action together. */
export const attachToAction = (files: FileService, action: ActionRow, name: string, file: Upload) =>
  files.saveWith(file, 'file', DOCUMENT_KINDS, (tx, fileId) =>
    tx.insert(improvementAttachments).values({ centerId: action.centerId, actionId: action.id, name, fileId }).returning(),
  );

/** Deletes the attachment (404 when gone) and discards its file. */
export async function deleteAttachment(db: Database, files: FileService, id: number) {
  const [row] = await writeTransaction(db, (tx) => tx.delete(improvementAttachments).where(eq(improvementAttachments.id, id)).returning());
  if (!row) throw notFound('attachment');
  await files.discard(row.fileId);
}
