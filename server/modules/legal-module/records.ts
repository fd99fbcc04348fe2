import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { evidenceActions, legalDocuments } from '../../db/schema';
import { pickName } from '../../lib/language';
import type { RegisterModule } from '../../lib/api';
import { dateOrNull } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { IdParams, OptionalId, textOrNull } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { currentUser } from '../../plugins/auth';
import { ActionSchema, DocumentSchema, presentAction, presentDocument } from './evidence-queries';
import { answers, PageOf } from '../../lib/wire';
import { evidenceRow, legalTenancy, MODULE } from './route-config';
import { centerRow } from '../../lib/center-rows';
import { registerResource } from '../../lib/resource';
import { consultancyStaff, everyone } from '../../lib/access';
import {
  countDocuments,
  createDocument,
  deleteDocument,
  documentPage,
  documentsAfter,
  documentsWhere,
  presentListedDocument,
  readDocument,
  updateDocument,
  type ListedDocument,
} from './document-queries';
import { ActionWrite, DocumentQuery, DocumentWrite } from './schemas';

// Legal documents and corrective actions hang from an evidence and carry its center_id (tenant scope).

const onEvidenceInBody = centerRow(evidenceRow, 'write', { key: 'evidence_id', in: 'body', module: MODULE });
const documentRow = { table: legalDocuments, name: 'legal-document' } as const;
const actionRow = { table: evidenceActions, name: 'action' } as const;
const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

export const documentTenancy: RegisterModule = (app, { db, files }) => {
  const tags = ['Legal documents'];
  const present = presentDocument(files);

  app.get(
    '/api/legal-document',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: DocumentQuery, response: answers(PageOf(DocumentSchema)) },
    },
    async (request, reply) => {
      const where = documentsWhere(currentUser(request), request.query);
      if (request.query.format === 'xlsx') {
        const language = request.language;
        return sendSpreadsheet<ListedDocument>(reply, {
          name: 'legal-documents',
          title: 'spreadsheet.files.legal_documents',
          language,
          rows: inBatches(documentsAfter(db, where)),
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
              value: (d) => day(d.document.elaborationDate),
            },
            {
              header: 'resources.legal-document.fields.is_valid',
              fallback: 'Valid',
              value: (d) => d.document.isValid,
              kind: { kind: 'boolean' },
            },
            { header: 'resources.evidence.fields.expiration_date', fallback: 'Expiration date', value: (d) => day(d.expirationDate) },
            { header: 'resources.legal-document.fields.file', fallback: 'File', value: (d) => d.fileName },
          ],
        });
      }
      const presentListed = presentListedDocument(files);
      return paginateCounted(
        request,
        pageWindow(request.query),
        documentPage(db, where),
        (rows) => rows.map(presentListed),
        () => countDocuments(db, where),
      );
    },
  );

  app.get(
    '/api/legal-document/:id',
    {
      config: { access: everyone, tenancy: legalTenancy.row(documentRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DocumentSchema) },
    },
    async (request) => present(await readDocument(db, currentUser(request), request.params.id)),
  );

  app.post(
    '/api/legal-document',
    { config: { access: consultancyStaff, tenancy: onEvidenceInBody }, schema: { tags, ...formBody(DocumentWrite) } },
    async (request, reply) => reply.status(201).send(present(await createDocument(db, files, request.body))),
  );

  app.put(
    '/api/legal-document/:id',
    {
      config: { access: consultancyStaff, tenancy: legalTenancy.row(documentRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(DocumentWrite) },
    },
    async (request) => present(await updateDocument(db, files, request.params.id, request.body)),
  );

  app.delete(
    '/api/legal-document/:id',
    { config: { access: consultancyStaff, tenancy: legalTenancy.row(documentRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteDocument(db, files, request.params.id);
      return reply.status(204).send();
    },
  );
};

/** Corrective actions: rows of their evidence's center, soonest expected first. */
export const actionRoutes: RegisterModule = (app, context) => {
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
