import { aliasedTable, and, desc, eq, gt, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import { dddServices, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { addDays, dateOrNull, DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { IdParams } from '../../lib/fields';
import { FileField, formBody } from '../../lib/form';
import { isUpload, type FileService } from '../../lib/files';
import { inBatches, listQueryFields, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { translate } from '../../lib/language';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, Nullable, NullableDate, NullableText, PageOf } from '../../lib/wire';
import { currentUser } from '../../lib/access';
import { dddTenancy, everyone, flagsOf, parseProducts, serviceRow, staff, text, type Product } from './fields';
import { configurationOf } from './configuration';

// ---- services ----

const ProductSchema = Type.Object({
  name: Type.String(),
  registration_number: NullableText(),
  product_type: NullableText(),
  dose: NullableText(),
  batch: NullableText(),
});
const ServiceSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  service_date: Type.String(),
  treatment_type: Type.String(),
  provider_name: Type.String(),
  provider_registration_number: NullableText(),
  products: Type.Array(ProductSchema),
  points_checked: NullableText(),
  incidents: NullableText(),
  safety_period_hours: Nullable(Type.Number()),
  next_planned_date: NullableDate(),
  certificate: NullableText(),
  certificate_name: NullableText(),
  flags: Type.Array(Type.String()),
  is_overdue: Type.Boolean(),
});
const ServiceWrite = Type.Object({
  center_id: Type.Integer({ minimum: 1 }),
  service_date: DateField(),
  treatment_type: Type.Enum([...DDD_TREATMENT_TYPES]),
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  products: Type.Optional(
    Type.Unsafe<unknown>({
      description: 'list of {name, registration_number, product_type (TP), dose, batch}, or its JSON text in a form',
    }),
  ),
  points_checked: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  incidents: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  // Nullable (type: [number, 'null']), not a union: with the app's type coercion a union turned null into 0;
  // an empty form field ('') becomes null.
  safety_period_hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 8760 }))),
  next_planned_date: OptionalDate(),
  certificate: Type.Optional(FileField('service certificate: PDF, image or Office document')),
});
const ListQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  treatmentType: Type.Optional(Type.Enum([...DDD_TREATMENT_TYPES])),
  overdue: Type.Optional(Type.Boolean()),
});

/** The latest service of its treatment type whose next planned date has passed. */
export const overdueCondition = (today: string): SQL =>
  and(
    isNotNull(dddServices.nextPlannedDate),
    lt(dddServices.nextPlannedDate, today),
    notExists(sql`(select 1 from ddd_service later_service where later_service.center_id = "ddd_service"."center_id"
    and later_service.treatment_type = "ddd_service"."treatment_type" and later_service.service_date > "ddd_service"."service_date")`),
  )!;

const certificateFile = aliasedTable(storedFiles, 'certificate_file');

const presentService =
  (files: FileService) => (row: { service: typeof dddServices.$inferSelect; overdue: boolean; certificateName: string | null }) => {
    const s = row.service;
    return {
      id: s.id,
      center_id: s.centerId,
      service_date: s.serviceDate,
      treatment_type: s.treatmentType,
      provider_name: s.providerName,
      provider_registration_number: s.providerRegistrationNumber,
      products: s.products,
      points_checked: s.pointsChecked,
      incidents: s.incidents,
      safety_period_hours: s.safetyPeriodHours,
      next_planned_date: s.nextPlannedDate,
      certificate: files.url(s.certificateFileId),
      certificate_name: row.certificateName,
      flags: flagsOf(s),
      is_overdue: row.overdue,
    };
  };

/** The services done, with their certificates; overdue ones flagged. */
export const serviceRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Pest control'];
  const whereOf = (
    request: FastifyRequest,
    query: { centerId?: number; treatmentType?: string; overdue?: boolean; searchText?: string },
    today: string,
  ) =>
    and(
      centerVisibleTo(currentUser(request), dddServices.centerId),
      query.centerId ? eq(dddServices.centerId, query.centerId) : undefined,
      query.treatmentType ? eq(dddServices.treatmentType, query.treatmentType) : undefined,
      query.overdue === undefined ? undefined : query.overdue ? overdueCondition(today) : sql`not (${overdueCondition(today)})`,
      searchCondition(query.searchText, [dddServices.providerName]),
    );
  const columns = (today: string) => ({
    service: dddServices,
    overdue: sql<boolean>`coalesce(${overdueCondition(today)}, false)`,
    certificateName: certificateFile.originalName,
  });
  const selectServices = (today: string, extra: Record<string, unknown> = {}) =>
    db
      .select({ ...columns(today), ...extra } as ReturnType<typeof columns> & { total: typeof windowCount })
      .from(dddServices)
      .leftJoin(certificateFile, eq(certificateFile.id, dddServices.certificateFileId));
  const readOne = async (request: FastifyRequest, id: number) => {
    const [row] = await selectServices(todayInSpain()).where(
      and(eq(dddServices.id, id), centerVisibleTo(currentUser(request), dddServices.centerId)),
    );
    if (!row) throw notFound('Pest-control service');
    return presentService(files)(row);
  };

  app.get(
    '/api/ddd-service',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(ServiceSchema)) },
    },
    async (request, reply) => {
      const today = todayInSpain();
      const where = whereOf(request, request.query, today);
      if (request.query.format === 'xlsx') {
        // The services register (the module's report): every field of each service, codes in the request's language.
        const rows = inBatches((afterId, limit) =>
          selectServices(today)
            .where(and(where, gt(dddServices.id, afterId)))
            .orderBy(dddServices.id)
            .limit(limit)
            .then((found) => found.map((row) => ({ ...row, id: row.service.id }))),
        );
        const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
        const language = request.language;
        const product = (p: Product) =>
          [
            p.name,
            p.product_type,
            p.registration_number ?? translate(language, 'ddd.report.no_registration', 'no registration number'),
            p.dose,
            p.batch && `${translate(language, 'ddd.report.batch', 'batch')} ${p.batch}`,
          ]
            .filter(Boolean)
            .join(', ');
        return sendSpreadsheet(reply, {
          name: 'pest-control-services',
          title: 'spreadsheet.files.ddd_services',
          language,
          rows,
          columns: [
            { header: 'resources.ddd-service.fields.service_date', fallback: 'Date', value: ({ service: s }) => day(s.serviceDate) },
            {
              header: 'resources.ddd-service.fields.treatment_type',
              fallback: 'Treatment',
              value: ({ service: s }) => s.treatmentType,
              kind: { kind: 'state', labels: 'ddd.treatments' },
            },
            {
              header: 'resources.ddd-service.fields.provider_name',
              fallback: 'Provider',
              value: ({ service: s }) => s.providerName,
              width: 30,
            },
            {
              header: 'resources.ddd-service.fields.provider_registration_number',
              fallback: 'Registration number',
              value: ({ service: s }) => s.providerRegistrationNumber,
            },
            {
              header: 'resources.ddd-service.fields.products',
              fallback: 'Products',
              value: ({ service: s }) => s.products.map(product).join('; '),
              width: 50,
            },
            {
              header: 'resources.ddd-service.fields.points_checked',
              fallback: 'Points checked',
              value: ({ service: s }) => s.pointsChecked,
              width: 30,
            },
            { header: 'resources.ddd-service.fields.incidents', fallback: 'Incidents', value: ({ service: s }) => s.incidents, width: 40 },
            {
              header: 'resources.ddd-service.fields.safety_period_hours',
              fallback: 'Safety period (hours)',
              value: ({ service: s }) => s.safetyPeriodHours,
              kind: { kind: 'number' },
            },
            {
              header: 'resources.ddd-service.fields.next_planned_date',
              fallback: 'Next planned date',
              value: ({ service: s }) => day(s.nextPlannedDate),
            },
            { header: 'resources.ddd-service.fields.overdue', fallback: 'Overdue', value: (row) => row.overdue, kind: { kind: 'boolean' } },
            { header: 'resources.ddd-service.fields.certificate', fallback: 'Certificate', value: (row) => row.certificateName, width: 30 },
            {
              header: 'resources.ddd-service.fields.flags',
              fallback: 'Warnings',
              value: ({ service: s }) =>
                flagsOf(s)
                  .map((flag) => translate(language, `ddd.flags.${flag}`, flag))
                  .join('; '),
              width: 40,
            },
          ],
        });
      }
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          selectServices(today, { total: windowCount })
            .where(where)
            .orderBy(desc(dddServices.serviceDate), desc(dddServices.id))
            .limit(limit)
            .offset(offset),
        (rows) => rows.map(presentService(files)),
        () => db.$count(dddServices, where),
      );
    },
  );

  app.get(
    '/api/ddd-service/:id',
    {
      config: { access: everyone, tenancy: dddTenancy.row(serviceRow, 'read') },
      schema: { tags, params: IdParams, response: answers(ServiceSchema) },
    },
    (request) => readOne(request, request.params.id),
  );

  const valuesOf = async (body: Static<typeof ServiceWrite>, centerId: number) => {
    const products = parseProducts(body.products);
    const configuration = await configurationOf(db, centerId);
    const providerName = text(body.provider_name, 'provider_name', 200) ?? configuration.provider_name;
    if (!providerName) throw badRequest('provider_name', 'This field is required (or set the provider in the configuration).');
    // The next date follows from the configured frequency of the treatment unless given.
    const frequency = configuration.frequencies[body.treatment_type];
    const nextPlannedDate = dateOrNull(body.next_planned_date) ?? (frequency ? addDays(body.service_date, frequency) : null);
    if (nextPlannedDate && nextPlannedDate <= body.service_date)
      throw badRequest('next_planned_date', 'The next planned date must come after the service date.');
    const hours = body.safety_period_hours;
    return {
      serviceDate: body.service_date,
      treatmentType: body.treatment_type,
      providerName,
      providerRegistrationNumber:
        body.provider_registration_number === undefined
          ? configuration.provider_registration_number
          : text(body.provider_registration_number, 'provider_registration_number', 100),
      products,
      pointsChecked: text(body.points_checked, 'points_checked', 5000),
      incidents: text(body.incidents, 'incidents', 5000),
      safetyPeriodHours: typeof hours === 'number' ? hours : null,
      nextPlannedDate,
    };
  };

  app.post(
    '/api/ddd-service',
    {
      config: { access: staff, tenancy: dddTenancy.center('write', { key: 'center_id', in: 'body' }) },
      schema: { tags, ...formBody(ServiceWrite) },
    },
    async (request, reply) => {
      const body = request.body;
      const values = await valuesOf(body, body.center_id);
      const id = await files.saveOptional(body.certificate, 'certificate', DOCUMENT_KINDS, async (tx, fileId) => {
        const [row] = await tx
          .insert(dddServices)
          .values({ centerId: body.center_id, ...values, certificateFileId: fileId ?? null })
          .returning({ id: dddServices.id });
        return row!.id;
      });
      return reply.status(201).send(await readOne(request, id));
    },
  );

  app.put(
    '/api/ddd-service/:id',
    {
      config: { access: staff, tenancy: dddTenancy.row(serviceRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(ServiceWrite) },
    },
    async (request) => {
      const body = request.body;
      const id = request.params.id;
      const [before] = await db.select().from(dddServices).where(eq(dddServices.id, id));
      if (!before) throw notFound('Pest-control service');
      if (body.center_id !== before.centerId) throw badRequest('center_id', 'A service cannot move to another center.');
      const values = await valuesOf(body, before.centerId);
      await files.saveOptional(body.certificate, 'certificate', DOCUMENT_KINDS, async (tx, fileId) => {
        await tx
          .update(dddServices)
          .set({ ...values, updatedAt: sql`now()`, ...(fileId ? { certificateFileId: fileId } : {}) })
          .where(eq(dddServices.id, id));
      });
      if (isUpload(body.certificate)) await files.discard(before.certificateFileId);
      return readOne(request, id);
    },
  );

  app.delete(
    '/api/ddd-service/:id',
    { config: { access: staff, tenancy: dddTenancy.row(serviceRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const [row] = await writeTransaction(db, (tx) => tx.delete(dddServices).where(eq(dddServices.id, request.params.id)).returning());
      if (!row) throw notFound('Pest-control service');
      await files.discard(row.certificateFileId);
      return reply.status(204).send();
    },
  );
};
