import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type Static } from 'typebox';
import { improvementActions, improvementAttachments } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { IdParams } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { IMPROVEMENT_MODULE, moduleAccess, ownRow } from '../risks/route-config';
import { registerResource } from '../../lib/resource';
import { ActionQuery, ActionSchema, ActionWrite, AttachmentWrite } from './schemas';
import {
  attachToAction,
  deleteAttachment,
  improvementActionById,
  mustBeSignificant,
  presentActions,
  validateAction,
  valuesOf,
  type ActionRow,
} from './queries';

// Improvement actions (ISO 14001 10.2) and their attachments; the SQL is in queries.ts.

const improvementActionRow = { table: improvementActions, name: 'improvement-action' } as const;
const attachmentRow = { table: improvementAttachments, name: 'attachment' } as const;

const tags = ['Improvement actions'];

export const improvementRoutes: RegisterModule = (app, context) => {
  const { db, files } = context;
  const present = (rows: ActionRow[]) => presentActions(db, files, rows);
  const one = (id: number) => improvementActionById(db, id);

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
      await validateAction(database, centerId, body, todayInSpain());
      if (body.source_table === 'evaluated_aspect' && body.source_id) await mustBeSignificant(database, body.source_id);
    },
    beforeUpdate: (before, body, database) => validateAction(database, before.centerId, body, todayInSpain(before.createdAt)),
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
  app.post(
    '/api/improvement-action/:id/attachment',
    { config: ownRow(improvementActionRow, 'write', IMPROVEMENT_MODULE), schema: { tags, params: IdParams, ...formBody(AttachmentWrite) } },
    async (request, reply) => {
      const action = await one(request.params.id);
      const name = request.body.name?.trim() || request.body.file.fileName || 'file';
      await attachToAction(files, action, name, request.body.file);
      return reply.status(201).send((await present([action]))[0]);
    },
  );

  app.delete(
    '/api/improvement-attachment/:id',
    { config: ownRow(attachmentRow, 'write', IMPROVEMENT_MODULE), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteAttachment(db, files, request.params.id);
      return reply.status(204).send();
    },
  );
};
