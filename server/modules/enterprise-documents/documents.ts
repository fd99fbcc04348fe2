import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DOCUMENT_CATEGORIES, DOCUMENT_SOON_DAYS, DOCUMENT_STATUSES, type DocumentStatus } from '../../../contract/enterprise-documents';
import { enterpriseDocuments, enterpriseDocumentVersions, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { addDocumentVersion, createDocument } from './versions';
import type { RegisterModule } from '../../lib/api';
import { addDays, dateOrNull, DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { IdParams, RequiredText } from '../../lib/fields';
import { FileField, formBody } from '../../lib/form';
import type { FileService } from '../../lib/files';
import { isUpload } from '../../lib/files';
import { inBatches, listQueryFields, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, Nullable, NullableDate, PageOf } from '../../lib/wire';
import { consultancyStaff, currentUser, everyone } from '../../lib/access';
import { documentStatus } from './status';
import { centerOf, centerTenancyOf } from '../../lib/center-rows';

// Spec §2 document module: /center/document-module/{centerId}/enterprise-documents. Admins and
// collaborators write in their centers, clients read; every upload is a new version.

const MODULE = 'document' as const;
const documentTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
const documentRow = { table: enterpriseDocuments, name: 'enterprise-document' } as const;

interface VersionRow {
  version: number;
  file_id: string;
  file_name: string;
  size: number;
  created_at: string;
}

/** Every version of the row's document, newest first, in the same statement as the row. */
const versionsOf = sql<VersionRow[]>`(select coalesce(json_agg(json_build_object(
    'version', v.version, 'file_id', v.file_id, 'file_name', f.original_name, 'size', f.size, 'created_at', v.created_at
  ) order by v.version desc), '[]'::json)
  from ${enterpriseDocumentVersions} v join ${storedFiles} f on f.id = v.file_id where v.document_id = "enterprise_document"."id")`;

const VersionSchema = Type.Object({
  version: Type.Integer(),
  file: Type.String(),
  file_name: Type.String(),
  size: Type.Number(),
  created_at: Type.String(),
});
const DocumentSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  effective_date: Type.String(),
  expiry_date: NullableDate(),
  status: Type.String(),
  file: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  version: Type.Integer(),
  versions: Type.Array(VersionSchema),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const present =
  (files: FileService, today: string) => (row: { document: typeof enterpriseDocuments.$inferSelect; versions: VersionRow[] }) => {
    const versions = row.versions.map((v) => ({
      version: v.version,
      file: files.url(v.file_id)!,
      file_name: v.file_name,
      size: Number(v.size),
      created_at: new Date(v.created_at).toISOString(),
    }));
    const d = row.document;
    return {
      id: d.id,
      center_id: d.centerId,
      name: d.name,
      category: d.category,
      effective_date: d.effectiveDate,
      expiry_date: d.expiryDate,
      status: documentStatus(d.expiryDate, today),
      file: versions[0]?.file ?? null,
      file_name: versions[0]?.file_name ?? null,
      version: versions[0]?.version ?? 0,
      versions,
      created_at: d.createdAt.toISOString(),
      updated_at: d.updatedAt.toISOString(),
    };
  };

const ListQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  category: Type.Optional(Type.Enum([...DOCUMENT_CATEGORIES])),
  status: Type.Optional(Type.Enum([...DOCUMENT_STATUSES])),
});
const DocumentFields = {
  name: RequiredText(300),
  category: Type.Enum([...DOCUMENT_CATEGORIES]),
  effective_date: DateField(),
  expiry_date: OptionalDate(),
};
const DocumentCreate = Type.Object({
  ...DocumentFields,
  center_id: Type.Integer({ minimum: 1 }),
  file: FileField('PDF, image or Office document'),
});
const DocumentUpdate = Type.Object({
  ...DocumentFields,
  center_id: Type.Optional(Type.Integer({ minimum: 1 })),
  file: Type.Optional(FileField('a new version: PDF, image or Office document')),
});

const checkDates = (effective: string, expiry: string | null) => {
  if (expiry && expiry < effective) throw badRequest('expiry_date', 'documents.expiryBeforeEffective');
};

export const enterpriseDocumentRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Enterprise documents'];
  const statusCondition = (status: DocumentStatus | undefined, today: string): SQL | undefined => {
    const soon = addDays(today, DOCUMENT_SOON_DAYS);
    if (status === 'EXPIRED') return lt(enterpriseDocuments.expiryDate, today);
    if (status === 'EXPIRING') return and(gte(enterpriseDocuments.expiryDate, today), lte(enterpriseDocuments.expiryDate, soon));
    if (status === 'VALID') return or(isNull(enterpriseDocuments.expiryDate), gt(enterpriseDocuments.expiryDate, soon));
    return undefined;
  };
  const whereOf = (
    request: FastifyRequest,
    query: { centerId?: number; category?: string; status?: DocumentStatus; searchText?: string },
    today: string,
  ) =>
    and(
      centerVisibleTo(currentUser(request), enterpriseDocuments.centerId),
      query.centerId ? eq(enterpriseDocuments.centerId, query.centerId) : undefined,
      query.category ? eq(enterpriseDocuments.category, query.category) : undefined,
      statusCondition(query.status, today),
      searchCondition(query.searchText, [enterpriseDocuments.name]),
    );
  const readOne = async (request: FastifyRequest, id: number) => {
    const [row] = await db
      .select({ document: enterpriseDocuments, versions: versionsOf })
      .from(enterpriseDocuments)
      .where(and(eq(enterpriseDocuments.id, id), centerVisibleTo(currentUser(request), enterpriseDocuments.centerId)));
    if (!row) throw notFound('enterprise-document');
    return present(files, todayInSpain())(row);
  };

  app.get(
    '/api/enterprise-document',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(DocumentSchema)) },
    },
    async (request, reply) => {
      const today = todayInSpain();
      const where = whereOf(request, request.query, today);
      if (request.query.format === 'xlsx') {
        const rows = inBatches((afterId, limit) =>
          db
            .select()
            .from(enterpriseDocuments)
            .where(and(where, gt(enterpriseDocuments.id, afterId)))
            .orderBy(enterpriseDocuments.id)
            .limit(limit),
        );
        const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
        return sendSpreadsheet(reply, {
          name: 'enterprise-documents',
          title: 'spreadsheet.files.enterprise_documents',
          language: request.language,
          rows,
          columns: [
            { header: 'resources.enterprise-document.fields.name', fallback: 'Name', value: (d) => d.name, width: 40 },
            {
              header: 'resources.enterprise-document.fields.category',
              fallback: 'Category',
              value: (d) => d.category,
              kind: { kind: 'state', labels: 'enterpriseDocuments.categories' },
            },
            {
              header: 'resources.enterprise-document.fields.effective_date',
              fallback: 'Effective date',
              value: (d) => day(d.effectiveDate),
            },
            { header: 'resources.enterprise-document.fields.expiry_date', fallback: 'Expiry date', value: (d) => day(d.expiryDate) },
            {
              header: 'resources.enterprise-document.fields.status',
              fallback: 'Status',
              value: (d) => documentStatus(d.expiryDate, today),
              kind: { kind: 'state', labels: 'enterpriseDocuments.statuses' },
            },
          ],
        });
      }
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          db
            .select({ document: enterpriseDocuments, versions: versionsOf, total: windowCount })
            .from(enterpriseDocuments)
            .where(where)
            // Expired first, then by expiry date: what needs attention leads the list.
            .orderBy(sql`${enterpriseDocuments.expiryDate} asc nulls last`, asc(enterpriseDocuments.name), asc(enterpriseDocuments.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(present(files, today)),
        () => db.$count(enterpriseDocuments, where),
      );
    },
  );

  app.get(
    '/api/enterprise-document/:id',
    {
      config: { access: everyone, tenancy: documentTenancy.row(documentRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DocumentSchema) },
    },
    (request) => readOne(request, request.params.id),
  );

  app.post(
    '/api/enterprise-document',
    {
      config: { access: consultancyStaff, tenancy: documentTenancy.center('write', { key: 'center_id', in: 'body' }) },
      schema: { tags, ...formBody(DocumentCreate) },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isUpload(body.file)) throw badRequest('file', 'documents.fileRequired');
      const expiry = dateOrNull(body.expiry_date);
      checkDates(body.effective_date, expiry);
      const id = await files.saveWith(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
        const document = { centerId: body.center_id, name: body.name.trim(), category: body.category, effectiveDate: body.effective_date };
        return (await createDocument(tx, { ...document, expiryDate: expiry }, fileId, currentUser(request).id)).documentId;
      });
      return reply.status(201).send(await readOne(request, id));
    },
  );

  app.put(
    '/api/enterprise-document/:id',
    {
      config: { access: consultancyStaff, tenancy: documentTenancy.row(documentRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(DocumentUpdate) },
    },
    async (request) => {
      const body = request.body;
      const id = request.params.id;
      const centerId = await centerOf(db, documentRow, id);
      if (body.center_id !== undefined && body.center_id !== centerId) throw badRequest('center_id', 'documents.documentStays');
      const expiry = dateOrNull(body.expiry_date);
      checkDates(body.effective_date, expiry);
      await files.saveOptional(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
        const [updated] = await tx
          .update(enterpriseDocuments)
          .set({
            name: body.name.trim(),
            category: body.category,
            effectiveDate: body.effective_date,
            expiryDate: expiry,
            updatedAt: sql`now()`,
          })
          .where(eq(enterpriseDocuments.id, id))
          .returning({ id: enterpriseDocuments.id });
        if (!updated) throw notFound('enterprise-document');
        if (fileId) await addDocumentVersion(tx, centerId, id, fileId, currentUser(request).id);
      });
      return readOne(request, id);
    },
  );

  app.delete(
    '/api/enterprise-document/:id',
    { config: { access: consultancyStaff, tenancy: documentTenancy.row(documentRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const held = await files.heldBy(enterpriseDocuments, enterpriseDocuments.id, request.params.id);
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(enterpriseDocuments).where(eq(enterpriseDocuments.id, request.params.id)).returning({ id: enterpriseDocuments.id }),
      );
      if (!row) throw notFound('enterprise-document');
      await files.discard(...held);
      return reply.status(204).send();
    },
  );
};
