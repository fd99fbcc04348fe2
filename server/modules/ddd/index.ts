import { aliasedTable, and, asc, desc, eq, gt, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { DDD_POINT_KINDS, DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Database } from '../../db/client';
import { dddConfigurations, dddServices, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule, ServerModule } from '../../lib/api';
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
import { currentUser } from '../../plugins/auth';
import { centerTenancyOf } from '../../lib/center-rows';

// Pest-control module (DDD): the center's provider and plan, the services done, their certificates.

const MODULE = 'ddd' as const;
const everyone = ['admin', 'collaborator', 'client'] as const;
const staff = ['admin', 'collaborator'] as const;
const dddTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
const serviceRow = { table: dddServices, noun: 'Pest-control service' };
const CenterParams = Type.Object({ centerId: Type.Integer({ minimum: 1 }) });

type Product = { name: string; registration_number: string | null; product_type: string | null; dose: string | null; batch: string | null };
type Point = { code: string; kind: string; location: string };

const text = (value: unknown, field: string, max: number, required = false): string | null => {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(field, 'This field is required.');
    return null;
  }
  if (typeof value !== 'string') throw badRequest(field, 'A text is required.');
  const trimmed = value.trim();
  if (required && !trimmed) throw badRequest(field, 'This field is required.');
  if (trimmed.length > max) throw badRequest(field, `At most ${max} characters.`);
  return trimmed || null;
};

/** A list sent as JSON, or as the JSON text of a form field (multipart bodies carry the certificate). */
function jsonList(value: unknown, field: string): Record<string, unknown>[] {
  if (value === undefined || value === null || value === '') return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest(field, 'A JSON list is required.');
    }
  }
  if (!Array.isArray(list) || list.length > 200) throw badRequest(field, 'A list of at most 200 items is required.');
  return list.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${field}.${index}`, 'An object is required.');
    return item as Record<string, unknown>;
  });
}

export const parseProducts = (value: unknown): Product[] =>
  jsonList(value, 'products').map((item, i) => ({
    name: text(item.name, `products.${i}.name`, 200, true)!,
    registration_number: text(item.registration_number, `products.${i}.registration_number`, 100),
    product_type: text(item.product_type, `products.${i}.product_type`, 20),
    dose: text(item.dose, `products.${i}.dose`, 100),
    batch: text(item.batch, `products.${i}.batch`, 100),
  }));

const parsePoints = (value: unknown): Point[] =>
  jsonList(value, 'points').map((item, i) => {
    const kind = text(item.kind, `points.${i}.kind`, 10, true)!;
    if (!(DDD_POINT_KINDS as readonly string[]).includes(kind)) throw badRequest(`points.${i}.kind`, `One of ${DDD_POINT_KINDS.join(', ')}.`);
    return { code: text(item.code, `points.${i}.code`, 50, true)!, kind, location: text(item.location, `points.${i}.location`, 300) ?? '' };
  });

/** What a service lacks for the official register: accepted, but flagged. */
export const flagsOf = (service: { providerRegistrationNumber: string | null; products: Product[] }): string[] => [
  ...(service.providerRegistrationNumber ? [] : ['PROVIDER_REGISTRATION_MISSING']),
  ...(service.products.some((product) => !product.registration_number) ? ['PRODUCT_REGISTRATION_MISSING'] : []),
];

// ---- configuration ----

const Frequencies = Type.Object(Object.fromEntries(DDD_TREATMENT_TYPES.map((type) => [type, Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3660 }), Type.Null()]))])));
const ConfigurationWrite = Type.Object({
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  provider_contact: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  frequencies: Type.Optional(Frequencies),
  points: Type.Optional(Type.Unsafe<unknown>({ description: 'list of {code, kind: TRAP|BAIT, location}' })),
});
const PointSchema = Type.Object({ code: Type.String(), kind: Type.String(), location: Type.String() });
const ConfigurationSchema = Type.Object({
  center_id: Type.Integer(), provider_name: NullableText(), provider_registration_number: NullableText(), provider_contact: NullableText(),
  frequencies: Type.Record(Type.String(), Type.Integer()), points: Type.Array(PointSchema), is_configured: Type.Boolean(),
});

async function configurationOf(db: Database, centerId: number) {
  const [row] = await db.select().from(dddConfigurations).where(eq(dddConfigurations.centerId, centerId));
  return {
    center_id: centerId, provider_name: row?.providerName ?? null, provider_registration_number: row?.providerRegistrationNumber ?? null,
    provider_contact: row?.providerContact ?? null, frequencies: row?.frequencies ?? {}, points: row?.points ?? [], is_configured: !!row,
  };
}

// ---- services ----

const ProductSchema = Type.Object({ name: Type.String(), registration_number: NullableText(), product_type: NullableText(), dose: NullableText(), batch: NullableText() });
const ServiceSchema = Type.Object({
  id: Type.Integer(), center_id: Type.Integer(), service_date: Type.String(), treatment_type: Type.String(), provider_name: Type.String(),
  provider_registration_number: NullableText(), products: Type.Array(ProductSchema), points_checked: NullableText(), incidents: NullableText(),
  safety_period_hours: Nullable(Type.Number()), next_planned_date: NullableDate(), certificate: NullableText(), certificate_name: NullableText(),
  flags: Type.Array(Type.String()), is_overdue: Type.Boolean(),
});
const ServiceWrite = Type.Object({
  center_id: Type.Integer({ minimum: 1 }),
  service_date: DateField(),
  treatment_type: Type.Enum([...DDD_TREATMENT_TYPES]),
  provider_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  provider_registration_number: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  products: Type.Optional(Type.Unsafe<unknown>({ description: 'list of {name, registration_number, product_type (TP), dose, batch}, or its JSON text in a form' })),
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
export const overdueCondition = (today: string): SQL => and(
  isNotNull(dddServices.nextPlannedDate), lt(dddServices.nextPlannedDate, today),
  notExists(sql`(select 1 from ddd_service later_service where later_service.center_id = "ddd_service"."center_id"
    and later_service.treatment_type = "ddd_service"."treatment_type" and later_service.service_date > "ddd_service"."service_date")`),
)!;

const certificateFile = aliasedTable(storedFiles, 'certificate_file');

const presentService = (files: FileService) => (row: { service: typeof dddServices.$inferSelect; overdue: boolean; certificateName: string | null }) => {
  const s = row.service;
  return {
    id: s.id, center_id: s.centerId, service_date: s.serviceDate, treatment_type: s.treatmentType, provider_name: s.providerName,
    provider_registration_number: s.providerRegistrationNumber, products: s.products, points_checked: s.pointsChecked, incidents: s.incidents,
    safety_period_hours: s.safetyPeriodHours, next_planned_date: s.nextPlannedDate, certificate: files.url(s.certificateFileId), certificate_name: row.certificateName,
    flags: flagsOf(s), is_overdue: row.overdue,
  };
};

const dddRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Pest control'];

  app.get('/api/ddd-module/:centerId/configuration', { config: { access: everyone, tenancy: dddTenancy.center('read') }, schema: { tags, params: CenterParams, response: answers(ConfigurationSchema) } },
    (request) => configurationOf(db, request.params.centerId));

  app.put('/api/ddd-module/:centerId/configuration', { config: { access: staff, tenancy: dddTenancy.center('write') }, schema: { tags, params: CenterParams, body: ConfigurationWrite, response: answers(ConfigurationSchema) } }, async (request) => {
    const body = request.body;
    const centerId = request.params.centerId;
    const frequencies = Object.fromEntries(Object.entries(body.frequencies ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    const points = parsePoints(body.points);
    const codes = new Set<string>();
    points.forEach((point, i) => {
      if (codes.has(point.code)) throw badRequest(`points.${i}.code`, 'Two points cannot share a code.');
      codes.add(point.code);
    });
    const values = {
      providerName: text(body.provider_name, 'provider_name', 200), providerRegistrationNumber: text(body.provider_registration_number, 'provider_registration_number', 100),
      providerContact: text(body.provider_contact, 'provider_contact', 500), frequencies, points, updatedAt: sql`now()`,
    };
    await writeTransaction(db, (tx) => tx.insert(dddConfigurations).values({ centerId, ...values }).onConflictDoUpdate({ target: dddConfigurations.centerId, set: values }));
    return configurationOf(db, centerId);
  });

  const whereOf = (request: FastifyRequest, query: { centerId?: number; treatmentType?: string; overdue?: boolean; searchText?: string }, today: string) => and(
    centerVisibleTo(currentUser(request), dddServices.centerId),
    query.centerId ? eq(dddServices.centerId, query.centerId) : undefined,
    query.treatmentType ? eq(dddServices.treatmentType, query.treatmentType) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdueCondition(today) : sql`not (${overdueCondition(today)})`,
    searchCondition(query.searchText, [dddServices.providerName]),
  );
  const columns = (today: string) => ({
    service: dddServices, overdue: sql<boolean>`coalesce(${overdueCondition(today)}, false)`, certificateName: certificateFile.originalName,
  });
  const selectServices = (today: string, extra: Record<string, unknown> = {}) => db.select({ ...columns(today), ...extra } as ReturnType<typeof columns> & { total: typeof windowCount })
    .from(dddServices)
    .leftJoin(certificateFile, eq(certificateFile.id, dddServices.certificateFileId));
  const readOne = async (request: FastifyRequest, id: number) => {
    const [row] = await selectServices(todayInSpain()).where(and(eq(dddServices.id, id), centerVisibleTo(currentUser(request), dddServices.centerId)));
    if (!row) throw notFound('Pest-control service');
    return presentService(files)(row);
  };

  app.get('/api/ddd-service', { config: { access: everyone, tenancy: 'visible-centers' }, schema: { tags, querystring: ListQuery, response: answers(PageOf(ServiceSchema)) } }, async (request, reply) => {
    const today = todayInSpain();
    const where = whereOf(request, request.query, today);
    if (request.query.format === 'xlsx') {
      // The services register (the module's report): every field of each service, codes in the request's language.
      const rows = inBatches((afterId, limit) => selectServices(today).where(and(where, gt(dddServices.id, afterId))).orderBy(dddServices.id).limit(limit)
        .then((found) => found.map((row) => ({ ...row, id: row.service.id }))));
      const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
      const language = request.language;
      const product = (p: Product) => [p.name, p.product_type, p.registration_number ?? translate(language, 'ddd.report.no_registration', 'no registration number'), p.dose, p.batch && `${translate(language, 'ddd.report.batch', 'batch')} ${p.batch}`]
        .filter(Boolean).join(', ');
      return sendSpreadsheet(reply, {
        name: 'pest-control-services', title: 'spreadsheet.files.ddd_services', language, rows,
        columns: [
          { header: 'resources.ddd-service.fields.service_date', fallback: 'Date', value: ({ service: s }) => day(s.serviceDate) },
          { header: 'resources.ddd-service.fields.treatment_type', fallback: 'Treatment', value: ({ service: s }) => s.treatmentType, values: 'ddd.treatments' },
          { header: 'resources.ddd-service.fields.provider_name', fallback: 'Provider', value: ({ service: s }) => s.providerName, width: 30 },
          { header: 'resources.ddd-service.fields.provider_registration_number', fallback: 'Registration number', value: ({ service: s }) => s.providerRegistrationNumber },
          { header: 'resources.ddd-service.fields.products', fallback: 'Products', value: ({ service: s }) => s.products.map(product).join('; '), width: 50 },
          { header: 'resources.ddd-service.fields.points_checked', fallback: 'Points checked', value: ({ service: s }) => s.pointsChecked, width: 30 },
          { header: 'resources.ddd-service.fields.incidents', fallback: 'Incidents', value: ({ service: s }) => s.incidents, width: 40 },
          { header: 'resources.ddd-service.fields.safety_period_hours', fallback: 'Safety period (hours)', value: ({ service: s }) => s.safetyPeriodHours },
          { header: 'resources.ddd-service.fields.next_planned_date', fallback: 'Next planned date', value: ({ service: s }) => day(s.nextPlannedDate) },
          { header: 'resources.ddd-service.fields.overdue', fallback: 'Overdue', value: (row) => row.overdue },
          { header: 'resources.ddd-service.fields.certificate', fallback: 'Certificate', value: (row) => row.certificateName, width: 30 },
          { header: 'resources.ddd-service.fields.flags', fallback: 'Warnings', value: ({ service: s }) => flagsOf(s).map((flag) => translate(language, `ddd.flags.${flag}`, flag)).join('; '), width: 40 },
        ],
      });
    }
    return paginateCounted(
      request,
      pageWindow(request.query),
      (limit, offset) => selectServices(today, { total: windowCount }).where(where).orderBy(desc(dddServices.serviceDate), desc(dddServices.id)).limit(limit).offset(offset),
      (rows) => rows.map(presentService(files)),
      () => db.$count(dddServices, where),
    );
  });

  app.get('/api/ddd-service/:id', { config: { access: everyone, tenancy: dddTenancy.row(serviceRow, 'read') }, schema: { tags, params: IdParams, response: answers(ServiceSchema) } }, (request) => readOne(request, request.params.id));

  const valuesOf = async (body: Static<typeof ServiceWrite>, centerId: number) => {
    const products = parseProducts(body.products);
    const configuration = await configurationOf(db, centerId);
    const providerName = text(body.provider_name, 'provider_name', 200) ?? configuration.provider_name;
    if (!providerName) throw badRequest('provider_name', 'This field is required (or set the provider in the configuration).');
    // The next date follows from the configured frequency of the treatment unless given.
    const frequency = configuration.frequencies[body.treatment_type];
    const nextPlannedDate = dateOrNull(body.next_planned_date) ?? (frequency ? addDays(body.service_date, frequency) : null);
    if (nextPlannedDate && nextPlannedDate <= body.service_date) throw badRequest('next_planned_date', 'The next planned date must come after the service date.');
    const hours = body.safety_period_hours;
    return {
      serviceDate: body.service_date, treatmentType: body.treatment_type, providerName,
      providerRegistrationNumber: body.provider_registration_number === undefined ? configuration.provider_registration_number : text(body.provider_registration_number, 'provider_registration_number', 100),
      products, pointsChecked: text(body.points_checked, 'points_checked', 5000), incidents: text(body.incidents, 'incidents', 5000),
      safetyPeriodHours: typeof hours === 'number' ? hours : null, nextPlannedDate,
    };
  };

  app.post('/api/ddd-service', { config: { access: staff, tenancy: dddTenancy.center('write', { key: 'center_id', in: 'body' }) }, schema: { tags, ...formBody(ServiceWrite) } }, async (request, reply) => {
    const body = request.body;
    const values = await valuesOf(body, body.center_id);
    const id = await files.saveOptional(body.certificate, 'certificate', DOCUMENT_KINDS, async (tx, fileId) => {
      const [row] = await tx.insert(dddServices).values({ centerId: body.center_id, ...values, certificateFileId: fileId ?? null }).returning({ id: dddServices.id });
      return row!.id;
    });
    return reply.status(201).send(await readOne(request, id));
  });

  app.put('/api/ddd-service/:id', { config: { access: staff, tenancy: dddTenancy.row(serviceRow, 'write') }, schema: { tags, params: IdParams, ...formBody(ServiceWrite) } }, async (request) => {
    const body = request.body;
    const id = request.params.id;
    const [before] = await db.select().from(dddServices).where(eq(dddServices.id, id));
    if (!before) throw notFound('Pest-control service');
    if (body.center_id !== before.centerId) throw badRequest('center_id', 'A service cannot move to another center.');
    const values = await valuesOf(body, before.centerId);
    await files.saveOptional(body.certificate, 'certificate', DOCUMENT_KINDS, async (tx, fileId) => {
      await tx.update(dddServices).set({ ...values, updatedAt: sql`now()`, ...(fileId ? { certificateFileId: fileId } : {}) }).where(eq(dddServices.id, id));
    });
    if (isUpload(body.certificate)) await files.discard(before.certificateFileId);
    return readOne(request, id);
  });

  app.delete('/api/ddd-service/:id', { config: { access: staff, tenancy: dddTenancy.row(serviceRow, 'write') }, schema: { tags, params: IdParams } }, async (request, reply) => {
    const [row] = await writeTransaction(db, (tx) => tx.delete(dddServices).where(eq(dddServices.id, request.params.id)).returning());
    if (!row) throw notFound('Pest-control service');
    await files.discard(row.certificateFileId);
    return reply.status(204).send();
  });

  // file-management: every certificate (and report) of the module's services, newest first.
  const FileRow = Type.Object({ service_id: Type.Integer(), service_date: Type.String(), treatment_type: Type.String(), kind: Type.String(), file: Type.String(), file_name: Type.String(), size: Type.Number() });
  app.get('/api/ddd-module/:centerId/files', { config: { access: everyone, tenancy: dddTenancy.center('read') }, schema: { tags, params: CenterParams, response: answers(Type.Object({ results: Type.Array(FileRow) })) } }, async (request) => {
    const rows = await db.select({ service: dddServices, file: storedFiles }).from(dddServices)
      .innerJoin(storedFiles, eq(storedFiles.id, dddServices.certificateFileId))
      .where(eq(dddServices.centerId, request.params.centerId))
      .orderBy(desc(dddServices.serviceDate), asc(dddServices.id));
    return {
      results: rows.map(({ service, file }) => ({
        service_id: service.id, service_date: service.serviceDate, treatment_type: service.treatmentType,
        kind: 'CERTIFICATE', file: files.url(file.id)!, file_name: file.originalName, size: file.size,
      })),
    };
  });
};

/** The pest-control (DDD) module of a center. */
export const dddModule: ServerModule = { routes: dddRoutes };
