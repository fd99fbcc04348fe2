import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { RegisterModule } from '../../lib/api';
import { notFound } from '../../lib/errors';
import { addDays, todayInSpain } from '../../lib/dates';
import { IdParams } from '../../lib/fields';
import type { FileService } from '../../lib/files';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { sendSpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet';
import {
  addEvidence,
  countEvidences,
  deleteEvidence,
  EvidenceSchema,
  evidencesAfter,
  evidenceStatements,
  evidenceWhere,
  presentEvidences,
  updateEvidenceFields,
  type EvidenceFilter,
} from './evidence-queries';
import { evidenceRow, legalTenancy } from './route-config';
import { EvidenceCreate, EvidenceQuery, EvidenceUpdate, ExpiringQuery, type EvidenceQueryValues } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';

const tags = ['Evidences'];
// Reads find the evidence with the tenancy clause in the same statement (404 when it is not visible).

type Presented = Awaited<ReturnType<typeof presentEvidences>>[number];
/** The evidence list as a spreadsheet: the lists' xlsx downloads and the audit pack's evidence list. */
export const evidenceSheetColumns: SpreadsheetColumn<Presented>[] = [
  { header: 'resources.evidence.fields.center', fallback: 'Center', value: (e) => e.center.name },
  { header: 'resources.evidence.fields.area', fallback: 'Area', value: (e) => e.area.name },
  { header: 'resources.evidence.fields.legal_ambit', fallback: 'Legal ambit', value: (e) => e.legal_ambit.name },
  { header: 'resources.evidence.fields.subambit', fallback: 'Subambit', value: (e) => e.subambit.name },
  {
    header: 'resources.evidence.fields.legal_requirement',
    fallback: 'Legal requirement',
    value: (e) => e.legal_requirement.name,
    width: 60,
  },
  { header: 'resources.evidence.fields.name', fallback: 'Evidence', value: (e) => e.name, width: 40 },
  {
    header: 'resources.evidence.fields.state',
    fallback: 'State',
    value: (e) => e.state,
    kind: { kind: 'state', labels: 'legalModule.states' },
  },
  {
    header: 'resources.evidence.fields.expiration_date',
    fallback: 'Expiration date',
    value: (e) => (e.expiration_date ? new Date(`${e.expiration_date}T00:00:00Z`) : null),
    kind: { kind: 'dueDate' },
  },
];

const EvidencePage = PageOf(EvidenceSchema);
type Statements = ReturnType<typeof evidenceStatements>;

/** The paged list or, with format=xlsx, the whole filtered list streamed as a workbook. */
async function answerList(
  db: Database,
  statements: Statements,
  files: FileService,
  request: FastifyRequest,
  reply: FastifyReply,
  query: EvidenceQueryValues,
  fileName: string,
  defaultOrdering: string,
) {
  const title = `spreadsheet.files.${fileName}`;
  const filter = query as EvidenceFilter;
  if (query.format === 'xlsx') {
    const where = evidenceWhere(request, filter);
    const after = evidencesAfter(db, where);
    const rows = inBatches(async (afterId, limit) => presentEvidences(files, request, await after(afterId, limit)));
    return sendSpreadsheet(reply, { name: fileName, title, language: request.language, columns: evidenceSheetColumns, rows });
  }
  const ordering = query.ordering?.trim() || defaultOrdering;
  return paginateCounted(
    request,
    pageWindow(query),
    (limit, offset) => statements.page(request, filter, ordering, limit, offset),
    (rows) => presentEvidences(files, request, rows),
    () => countEvidences(db, request, filter),
  );
}

async function findEvidence(statements: Statements, files: FileService, request: FastifyRequest, id: number) {
  const row = await statements.one(request, id);
  if (!row) throw notFound('evidence');
  return presentEvidences(files, request, [row])[0]!;
}

export const evidenceRoutes: RegisterModule = (app, { db, files }) => {
  const statements = evidenceStatements(db);
  app.get(
    '/api/evidence',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: EvidenceQuery, response: answers(EvidencePage) },
    },
    (request, reply) =>
      answerList(db, statements, files, request, reply, request.query, 'requirements', 'area,legal_ambit,subambit,requirement'),
  );

  // Expiring within `days` (30 by default) and already expired, soonest first.
  app.get(
    '/api/evidence/about-to-expire',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: {
        tags,
        querystring: ExpiringQuery,
        response: answers(EvidencePage),
      },
    },
    (request, reply) => {
      const limit = addDays(todayInSpain(), request.query.days ?? 30);
      const expiringBefore = request.query.expiringBefore && request.query.expiringBefore < limit ? request.query.expiringBefore : limit;
      return answerList(db, statements, files, request, reply, { ...request.query, expiringBefore }, 'about_to_expire', 'expiration_date');
    },
  );

  app.get(
    '/api/evidence/:id',
    {
      config: { access: everyone, tenancy: legalTenancy.row(evidenceRow, 'read') },
      schema: { tags, params: IdParams, response: answers(EvidenceSchema) },
    },
    (request) => findEvidence(statements, files, request, request.params.id),
  );

  app.post(
    '/api/evidence',
    {
      config: { access: consultancyStaff, tenancy: legalTenancy.center('write', { key: 'center_id', in: 'body' }) },
      schema: { tags, body: EvidenceCreate },
    },
    async (request, reply) => {
      const id = await addEvidence(db, request.body);
      return reply.status(201).send(await findEvidence(statements, files, request, id));
    },
  );

  app.put(
    '/api/evidence/:id',
    {
      config: { access: consultancyStaff, tenancy: legalTenancy.row(evidenceRow, 'write') },
      schema: { tags, params: IdParams, body: EvidenceUpdate },
    },
    async (request) => {
      await updateEvidenceFields(db, request.params.id, request.body);
      return findEvidence(statements, files, request, request.params.id);
    },
  );

  app.delete(
    '/api/evidence/:id',
    { config: { access: consultancyStaff, tenancy: legalTenancy.row(evidenceRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteEvidence(db, request.params.id);
      return reply.status(204).send();
    },
  );
};
