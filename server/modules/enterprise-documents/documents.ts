import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { IdParams } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { consultancyStaff, currentUser, everyone } from '../../lib/access';
import { documentStatus } from './status';
import {
  countDocuments,
  createDocument,
  deleteDocument,
  documentPage,
  documentsAfter,
  documentsWhere,
  presentDocument,
  readDocument,
  updateDocument,
} from './document-queries';
import { documentRow, documentTenancy } from './route-config';
import { DocumentCreate, DocumentQuery, DocumentSchema, DocumentUpdate } from './schemas';

// Spec §2 document module: /center/document-module/{centerId}/enterprise-documents. Admins and
// collaborators write in their centers, clients read; every upload is a new version.

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

export const enterpriseDocumentRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Enterprise documents'];

  app.get(
    '/api/enterprise-document',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: DocumentQuery, response: answers(PageOf(DocumentSchema)) },
    },
    async (request, reply) => {
      const today = todayInSpain();
      const where = documentsWhere(currentUser(request), request.query, today);
      if (request.query.format === 'xlsx') {
        return sendSpreadsheet(reply, {
          name: 'enterprise-documents',
          title: 'spreadsheet.files.enterprise_documents',
          language: request.language,
          rows: inBatches(documentsAfter(db, where)),
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
        documentPage(db, where),
        (rows) => rows.map(presentDocument(files, today)),
        () => countDocuments(db, where),
      );
    },
  );

  app.get(
    '/api/enterprise-document/:id',
    {
      config: { access: everyone, tenancy: documentTenancy.row(documentRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DocumentSchema) },
    },
    (request) => readDocument(db, files, currentUser(request), request.params.id, todayInSpain()),
  );

  app.post(
    '/api/enterprise-document',
    {
      config: { access: consultancyStaff, tenancy: documentTenancy.center('write', { key: 'center_id', in: 'body' }) },
      schema: { tags, ...formBody(DocumentCreate) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createDocument(files, user, request.body);
      return reply.status(201).send(await readDocument(db, files, user, id, todayInSpain()));
    },
  );

  app.put(
    '/api/enterprise-document/:id',
    {
      config: { access: consultancyStaff, tenancy: documentTenancy.row(documentRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(DocumentUpdate) },
    },
    async (request) => {
      const user = currentUser(request);
      await updateDocument(db, files, user, request.params.id, request.body);
      return readDocument(db, files, user, request.params.id, todayInSpain());
    },
  );

  app.delete(
    '/api/enterprise-document/:id',
    { config: { access: consultancyStaff, tenancy: documentTenancy.row(documentRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteDocument(db, files, request.params.id);
      return reply.status(204).send();
    },
  );
};
