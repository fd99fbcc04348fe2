import { and, asc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { evidenceActions, evidences, legalDocuments, legalRequirements, storedFiles } from '../../db/schema';
import { pickName } from '../../lib/language';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { dateOrNull, DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { IdParams, OptionalId, RequiredText, textOrNull } from '../../lib/fields';
import { FileField, formBody } from '../../lib/form';
import { isUpload } from '../../lib/files';
import { inBatches, listQueryFields, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { centerVisibleTo } from '../../lib/tenancy';
import { currentUser } from '../../plugins/auth';
import { ActionSchema, DocumentSchema, presentAction, presentDocument } from './evidence-queries';
import { answers, PageOf } from '../../lib/wire';
import { evidenceRow, legalTenancy, MODULE } from './route-config';
import { centerOf, centerRow } from '../../lib/center-rows';
import { registerResource } from '../../lib/resource';
import { consultancyStaff, everyone } from '../../lib/access';
import { addLegalDocument } from './document-writes';

// Legal documents and corrective actions hang from an evidence and carry its center_id (tenant scope).

const onEvidenceInBody = centerRow(evidenceRow, 'write', { key: 'evidence_id', in: 'body', module: MODULE });
const documentRow = { table: legalDocuments, name: 'legal-document' } as const;
const actionRow = { table: evidenceActions, name: 'action' } as const;

const ListQuery = Type.Object({
  ...listQueryFields,
  centerId: OptionalId(),
  evidenceId: OptionalId(),
  isValid: Type.Optional(Type.Boolean()),
  expired: Type.Optional(Type.Boolean()),
});
const DocumentWrite = Type.Object({
  name: RequiredText(500),
  elaboration_date: OptionalDate(),
  is_valid: Type.Optional(Type.Boolean()),
  evidence_id: Type.Integer({ minimum: 1 }),
  file: Type.Optional(FileField('PDF, image or Office document')),
});
const ActionWrite = Type.Object({
  name: RequiredText(500),
  responsible: RequiredText(200),
  expected_date: DateField(),
  applied_date: OptionalDate(),
  evidence_id: Type.Integer({ minimum: 1 }),
  observations: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
});

export const documentTenancy: RegisterModule = (app, { db, files }) => {
  const tags = ['Legal documents'];
  const present = presentDocument(files);
  const whereOf = (
    request: Parameters<typeof currentUser>[0],
    query: { centerId?: number; evidenceId?: number; isValid?: boolean; expired?: boolean; searchText?: string },
  ): SQL | undefined =>
    and(
      centerVisibleTo(currentUser(request), legalDocuments.centerId),
      query.centerId ? eq(legalDocuments.centerId, query.centerId) : undefined,
      query.evidenceId ? eq(legalDocuments.evidenceId, query.evidenceId) : undefined,
      query.isValid === undefined ? undefined : eq(legalDocuments.isValid, query.isValid),
      // A document is expired when the evidence it proves has passed its expiration date.
      query.expired === undefined
        ? undefined
        : query.expired
          ? lt(evidences.expirationDate, todayInSpain())
          : or(isNull(evidences.expirationDate), gte(evidences.expirationDate, todayInSpain())),
      searchCondition(query.searchText, [legalDocuments.name]),
    );
  // The list and its export read the document with its evidence (name, expiry), requirement and file in one statement.
  const listColumns = {
    document: legalDocuments,
    evidenceName: evidences.name,
    expirationDate: evidences.expirationDate,
    requirementSpanish: legalRequirements.nameSpanish,
    requirementCatalan: legalRequirements.nameCatalan,
    fileName: storedFiles.originalName,
  };
  const joins = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(evidences, eq(evidences.id, legalDocuments.evidenceId))
      .innerJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
      .leftJoin(storedFiles, eq(storedFiles.id, legalDocuments.fileId));
  type ListRow = {
    document: typeof legalDocuments.$inferSelect;
    evidenceName: string;
    expirationDate: string | null;
    requirementSpanish: string;
    requirementCatalan: string;
    fileName: string | null;
  };
  const presentListed = (row: ListRow) => ({
    evidence_name: row.evidenceName,
    expiration_date: row.expirationDate,
    ...present(row.document),
  });

  app.get(
    '/api/legal-document',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(DocumentSchema)) },
    },
    async (request, reply) => {
      const where = whereOf(request, request.query);
      if (request.query.format === 'xlsx') {
        const language = request.language;
        const rows = inBatches(async (afterId, limit) =>
          (
            (await joins(db.select(listColumns).from(legalDocuments).$dynamic())
              .where(and(where, gt(legalDocuments.id, afterId)))
              .orderBy(legalDocuments.id)
              .limit(limit)) as ListRow[]
          ).map((row) => ({ ...row, id: row.document.id })),
        );
        const date = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);
        return sendSpreadsheet<ListRow>(reply, {
          name: 'legal-documents',
          title: 'spreadsheet.files.legal_documents',
          language,
          rows,
          columns: [
            {
              header: 'resources.evidence.fields.legal_requirement',
              fallback: 'Legal requirement',
              value: (d) => pickName(language, { spanish: d.requirementSpanish, catalan: d.requirementCatalan }),
              width: 50,
            },
            { header: 'resources.evidence.fields.name', fallback: 'Evidence', value: (d) => d.evidenceName, width: 40 },
            { header: 'resources.legal-document.fields.name', fallback: 'Name', value: (d) => d.document.name, width: 40 },
            {
              header: 'resources.legal-document.fields.elaboration_date',
              fallback: 'Elaboration date',
              value: (d) => date(d.document.elaborationDate),
            },
            {
              header: 'resources.legal-document.fields.is_valid',
              fallback: 'Valid',
              value: (d) => d.document.isValid,
              kind: { kind: 'boolean' },
            },
            { header: 'resources.evidence.fields.expiration_date', fallback: 'Expiration date', value: (d) => date(d.expirationDate) },
            { header: 'resources.legal-document.fields.file', fallback: 'File', value: (d) => d.fileName },
          ],
        });
      }
      const countWhere = () =>
        db.$count(
          db
            .select({ id: legalDocuments.id })
            .from(legalDocuments)
            .innerJoin(evidences, eq(evidences.id, legalDocuments.evidenceId))
            .where(where)
            .as('documents'),
        );
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          joins(
            db
              .select({ ...listColumns, total: windowCount })
              .from(legalDocuments)
              .$dynamic(),
          )
            .where(where)
            .orderBy(asc(legalDocuments.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(presentListed),
        countWhere,
      );
    },
  );

  app.get(
    '/api/legal-document/:id',
    {
      config: { access: everyone, tenancy: legalTenancy.row(documentRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DocumentSchema) },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.id, request.params.id), centerVisibleTo(currentUser(request), legalDocuments.centerId)));
      if (!row) throw notFound('legal-document');
      return present(row);
    },
  );

  app.post(
    '/api/legal-document',
    { config: { access: consultancyStaff, tenancy: onEvidenceInBody }, schema: { tags, ...formBody(DocumentWrite) } },
    async (request, reply) => {
      const body = request.body;
      const centerId = await centerOf(db, evidenceRow, body.evidence_id);
      const values = {
        centerId,
        evidenceId: body.evidence_id,
        name: body.name.trim(),
        elaborationDate: dateOrNull(body.elaboration_date),
        isValid: body.is_valid ?? true,
      };
      const row = await files.saveOptional(body.file, 'file', DOCUMENT_KINDS, (tx, fileId) =>
        addLegalDocument(tx, { ...values, fileId: fileId ?? null }),
      );
      return reply.status(201).send(present(row));
    },
  );

  app.put(
    '/api/legal-document/:id',
    {
      config: { access: consultancyStaff, tenancy: legalTenancy.row(documentRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(DocumentWrite) },
    },
    async (request) => {
      const body = request.body;
      const [before] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, request.params.id));
      if (!before) throw notFound('legal-document');
      // A document stays with the evidence it proves: moving it (maybe to another center) is not an edit.
      if (body.evidence_id !== before.evidenceId) throw badRequest('evidence_id', 'legal.documentStays');
      const values = {
        name: body.name.trim(),
        elaborationDate: dateOrNull(body.elaboration_date),
        isValid: body.is_valid ?? before.isValid,
        updatedAt: sql`now()`,
      };
      const row = await files.saveOptional(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
        const [updated] = await tx
          .update(legalDocuments)
          .set({ ...values, ...(fileId ? { fileId } : {}) })
          .where(eq(legalDocuments.id, request.params.id))
          .returning();
        if (!updated) throw notFound('legal-document');
        return updated;
      });
      if (isUpload(body.file)) await files.discard(before.fileId);
      return present(row);
    },
  );

  app.delete(
    '/api/legal-document/:id',
    { config: { access: consultancyStaff, tenancy: legalTenancy.row(documentRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(legalDocuments).where(eq(legalDocuments.id, request.params.id)).returning(),
      );
      if (!row) throw notFound('legal-document');
      await files.discard(row.fileId);
      return reply.status(204).send();
    },
  );
};

/** Corrective actions: rows of their evidence's center, soonest expected first. */
export const actionRoutes: RegisterModule = (app, context) => {
  const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
  registerResource(app, context, {
    path: 'action',
    name: 'action',
    tag: 'Corrective actions',
    table: evidenceActions,
    scope: {
      owner: actionRow,
      column: evidenceActions.centerId,
      module: MODULE,
      center: { in: 'parent', key: 'evidence_id', owner: evidenceRow },
      readsInQuery: true,
    },
    access: { read: everyone, write: consultancyStaff },
    write: ActionWrite,
    // The evidence and center are set once, on create.
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId, evidenceId: body.evidence_id } : {}),
      name: body.name.trim(),
      responsible: body.responsible.trim(),
      expectedDate: body.expected_date,
      appliedDate: dateOrNull(body.applied_date),
      observations: textOrNull(body.observations),
    }),
    beforeUpdate: (before, body) => {
      if (body.evidence_id !== before.evidenceId) throw badRequest('evidence_id', 'legal.actionStays');
    },
    present: (rows) => rows.map(presentAction),
    schema: ActionSchema,
    search: [evidenceActions.name, evidenceActions.responsible],
    order: [asc(evidenceActions.expectedDate), asc(evidenceActions.id)],
    filters: {
      query: {
        centerId: OptionalId(),
        evidenceId: OptionalId(),
        isValid: Type.Optional(Type.Boolean()),
        expired: Type.Optional(Type.Boolean()),
      },
      where: (query) =>
        and(
          query.centerId ? eq(evidenceActions.centerId, query.centerId as number) : undefined,
          query.evidenceId ? eq(evidenceActions.evidenceId, query.evidenceId as number) : undefined,
        ),
    },
    spreadsheet: {
      name: 'corrective-actions',
      title: 'spreadsheet.files.actions',
      columns: [
        { header: 'resources.action.fields.name', fallback: 'Action', value: (a) => a.name, width: 40 },
        { header: 'resources.action.fields.responsible', fallback: 'Responsible', value: (a) => a.responsible },
        { header: 'resources.action.fields.expected_date', fallback: 'Expected date', value: (a) => day(a.expected_date) },
        { header: 'resources.action.fields.applied_date', fallback: 'Applied date', value: (a) => day(a.applied_date) },
        { header: 'resources.action.fields.observations', fallback: 'Observations', value: (a) => a.observations, width: 50 },
      ],
    },
  });
};
