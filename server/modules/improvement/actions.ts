import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_SOURCES,
  IMPROVEMENT_STATUSES,
  IMPROVEMENT_TYPES,
  type ImprovementSource,
} from '../../../contract/risks';
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
import type { RegisterModule } from '../../lib/api';
import { dateOrNull, DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import type { FileService } from '../../lib/files';
import { IdParams, OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { FileField, formBody } from '../../lib/form';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';
import { IMPROVEMENT_MODULE, moduleAccess, ownRow } from '../risks/route-config';
import { registerResource } from '../../lib/resource';

const improvementActionRow = { table: improvementActions, name: 'improvement-action' } as const;
const attachmentRow = { table: improvementAttachments, name: 'attachment' } as const;

const tags = ['Improvement actions'];
const SOURCE_TABLES = Object.keys(IMPROVEMENT_SOURCES) as ImprovementSource[];

const ActionWrite = Type.Object({
  type: Type.Enum([...IMPROVEMENT_TYPES]),
  origin: Type.Enum([...IMPROVEMENT_ORIGINS]),
  source_table: Type.Optional(Type.Union([Type.Enum(SOURCE_TABLES), Type.Null()])),
  source_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  description: RequiredText(5000),
  root_cause: OptionalText(),
  action: RequiredText(5000),
  responsible_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  due_date: DateField(),
  reminder_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
  status: Type.Optional(Type.Enum([...IMPROVEMENT_STATUSES])),
  closing_date: OptionalDate(),
  checked_by_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  checked_on: OptionalDate(),
  effective: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  effectiveness_comment: OptionalText(),
});
type ActionInput = Static<typeof ActionWrite>;

const Person = Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }));
const ActionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  type: Type.String(),
  origin: Type.String(),
  source_table: NullableText(),
  source_id: Nullable(Type.Integer()),
  description: Type.String(),
  root_cause: NullableText(),
  action: Type.String(),
  responsible_id: Nullable(Type.Integer()),
  responsible: Person,
  due_date: Type.String(),
  reminder_days: Type.Integer(),
  status: Type.String(),
  closing_date: NullableDate(),
  checked_by_id: Nullable(Type.Integer()),
  checked_by: Person,
  checked_on: NullableDate(),
  effective: Nullable(Type.Boolean()),
  effectiveness_comment: NullableText(),
  attachments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), file: NullableText() })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
const ActionQuery = Type.Object({
  status: Type.Optional(Type.Enum([...IMPROVEMENT_STATUSES])),
  open: Type.Optional(Type.Boolean({ description: 'true: OPEN and IN_PROGRESS only' })),
  sourceTable: Type.Optional(Type.Enum(SOURCE_TABLES)),
  sourceId: Type.Optional(Type.Integer({ minimum: 1 })),
});

type ActionRow = typeof improvementActions.$inferSelect;

/** Actions with their people and attachments: three statements for any number of rows. */
async function presentActions(db: Database, files: FileService, rows: ActionRow[]) {
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
async function validate(db: Database, centerId: number, body: ActionInput, createdOn: string) {
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
async function mustBeSignificant(db: Database, evaluatedAspectId: number) {
  const [row] = await db
    .select({ isSignificant: evaluatedAspects.isSignificant, isOpen: aspectEvaluations.isOpen })
    .from(evaluatedAspects)
    .innerJoin(aspectEvaluations, eq(aspectEvaluations.id, evaluatedAspects.evaluationId))
    .where(eq(evaluatedAspects.id, evaluatedAspectId));
  if (!row?.isSignificant || row.isOpen) throw badRequest('source_id', 'improvement.fromSignificantAspect');
}

const valuesOf = (body: ActionInput) => ({
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

export const improvementRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const present = (rows: ActionRow[]) => presentActions(db, files, rows);
  const one = async (id: number) => {
    const [row] = await db.select().from(improvementActions).where(eq(improvementActions.id, id));
    if (!row) throw notFound('improvement-action');
    return row;
  };

  registerResource(app, context, {
    path: 'improvement-action',
    paths: { list: '/api/improvement-module/:centerId/action', item: '/api/improvement-action/:id' },
    name: 'improvement-action',
    tag: tags[0]!,
    table: improvementActions,
    scope: { owner: improvementActionRow, column: improvementActions.centerId, module: IMPROVEMENT_MODULE, center: { in: 'path' } },
    access: moduleAccess(IMPROVEMENT_MODULE),
    write: ActionWrite,
    jsonOnly: true,
    // A create is checked against today; an update (beforeUpdate) against the day the action was created.
    validate: async (database, body, { centerId }) => {
      if (!centerId) return;
      await validate(database, centerId, body, todayInSpain());
      if (body.source_table === 'evaluated_aspect' && body.source_id) await mustBeSignificant(database, body.source_id);
    },
    beforeUpdate: (before, body, database) => validate(database, before.centerId, body, todayInSpain(before.createdAt)),
    values: (body, { centerId }) => ({ ...(centerId ? { centerId } : {}), ...valuesOf(body) }),
    present,
    timestamps: true,
    schema: ActionSchema,
    search: [improvementActions.description, improvementActions.action],
    // Closed actions (the improvement history) newest first; the others by due date.
    order: (query) =>
      query.status === 'CLOSED'
        ? [desc(improvementActions.closingDate), desc(improvementActions.id)]
        : [asc(improvementActions.dueDate), asc(improvementActions.id)],
    filters: {
      query: ActionQuery.properties,
      where: (query) => {
        const q = query as Static<typeof ActionQuery>;
        return and(
          q.status ? eq(improvementActions.status, q.status) : undefined,
          q.open ? ne(improvementActions.status, 'CLOSED') : undefined,
          q.sourceTable ? eq(improvementActions.sourceTable, q.sourceTable) : undefined,
          q.sourceId ? eq(improvementActions.sourceId, q.sourceId) : undefined,
        );
      },
    },
  });

  // Attachments through the file service: one file per attachment, kept with the action.
  const AttachmentWrite = Type.Object({
    name: Type.Optional(Type.String({ maxLength: 300 })),
    file: FileField('PDF, image or Office document'),
  });
  app.post(
    '/api/improvement-action/:id/attachment',
    { config: ownRow(improvementActionRow, 'write', IMPROVEMENT_MODULE), schema: { tags, params: IdParams, ...formBody(AttachmentWrite) } },
    async (request, reply) => {
      const action = await one(request.params.id);
      const name = request.body.name?.trim() || request.body.file.fileName || 'file';
      await files.saveWith(request.body.file, 'file', DOCUMENT_KINDS, (tx, fileId) =>
        tx.insert(improvementAttachments).values({ centerId: action.centerId, actionId: action.id, name, fileId }).returning(),
      );
      return reply.status(201).send((await present([action]))[0]);
    },
  );

  app.delete(
    '/api/improvement-attachment/:id',
    { config: ownRow(attachmentRow, 'write', IMPROVEMENT_MODULE), schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(improvementAttachments).where(eq(improvementAttachments.id, request.params.id)).returning(),
      );
      if (!row) throw notFound('attachment');
      await files.discard(row.fileId);
      return reply.status(204).send();
    },
  );
};
