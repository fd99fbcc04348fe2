import { aliasedTable, and, desc, eq, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Database } from '../../db/client';
import { dddServices, storedFiles } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { addDays, dateOrNull, DateField, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { FileField } from '../../lib/form';
import type { FileService } from '../../lib/files';
import { translate, type Language } from '../../lib/language';
import { registerResource } from '../../lib/resource';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';
import { MODULE, serviceRow } from './route-config';
import { parseProducts, text, type Product } from './schemas';
import { configurationOf } from './configuration';
import { consultancyStaff, everyone } from '../../lib/access';
import { stateText } from '../../lib/field-text';

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
/** The latest service of its treatment type whose next planned date has passed. */
export const overdueCondition = (today: string): SQL =>
  and(
    isNotNull(dddServices.nextPlannedDate),
    lt(dddServices.nextPlannedDate, today),
    notExists(sql`(select 1 from ddd_service later_service where later_service.center_id = "ddd_service"."center_id"
    and later_service.treatment_type = "ddd_service"."treatment_type" and later_service.service_date > "ddd_service"."service_date")`),
  )!;

/** What a service lacks for the official register: accepted, but flagged. */
const flagsOf = (service: { providerRegistrationNumber: string | null; products: Product[] }): string[] => [
  ...(service.providerRegistrationNumber ? [] : ['PROVIDER_REGISTRATION_MISSING']),
  ...(service.products.some((product) => !product.registration_number) ? ['PRODUCT_REGISTRATION_MISSING'] : []),
];

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

/** The values a service write stores: the center's configuration fills the provider and the next date (each a 400 naming its field). */
async function serviceValues(db: Database, body: Static<typeof ServiceWrite>, centerId: number) {
  const products = parseProducts(body.products);
  const configuration = await configurationOf(db, centerId);
  const providerName = text(body.provider_name, 'provider_name', 200) ?? configuration.provider_name;
  if (!providerName) throw badRequest('provider_name', 'ddd.providerRequired');
  // The next date follows from the configured frequency of the treatment unless given.
  const frequency = configuration.frequencies[body.treatment_type];
  const nextPlannedDate = dateOrNull(body.next_planned_date) ?? (frequency ? addDays(body.service_date, frequency) : null);
  if (nextPlannedDate && nextPlannedDate <= body.service_date) throw badRequest('next_planned_date', 'ddd.nextPlannedAfter');
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
}

/** A product in one line of the register: name, type, registration number, dose and batch. */
const productLine = (language: Language) => (p: Product) =>
  [
    p.name,
    p.product_type,
    p.registration_number ?? translate(language, 'ddd.report.no_registration', 'no registration number'),
    p.dose,
    p.batch && `${translate(language, 'ddd.report.batch', 'batch')} ${p.batch}`,
  ]
    .filter(Boolean)
    .join(', ');

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The services done, with their certificates; overdue ones flagged. */
export const serviceRoutes: RegisterModule = (app, context) => {
  const present = presentService(context.files);
  registerResource(app, context, {
    path: 'ddd-service',
    name: 'ddd-service',
    tag: 'Pest control',
    table: dddServices,
    scope: {
      owner: serviceRow,
      column: dddServices.centerId,
      module: MODULE,
      center: { in: 'body', key: 'center_id' },
      readsInQuery: true,
    },
    access: { read: everyone, write: consultancyStaff },
    write: ServiceWrite,
    // A service stays in its center: an update's body names the same one (beforeUpdate).
    prepare: (db, body) => serviceValues(db, body, body.center_id),
    values: (_body, { centerId }) => (centerId ? { centerId } : {}),
    beforeUpdate: (before, body) => {
      if (body.center_id !== before.centerId) throw badRequest('center_id', 'ddd.serviceStays');
    },
    file: { field: 'certificate', column: 'certificateFileId', kinds: DOCUMENT_KINDS },
    join: {
      to: (query) => query.leftJoin(certificateFile, eq(certificateFile.id, dddServices.certificateFileId)),
      columns: { certificateName: certificateFile.originalName },
    },
    columns: {
      select: () => ({ overdue: sql<boolean>`coalesce(${overdueCondition(todayInSpain())}, false)` }),
      created: { overdue: false },
    },
    present: (rows) => rows.map((row) => present({ service: row, overdue: row.overdue, certificateName: row.certificateName })),
    schema: ServiceSchema,
    search: [dddServices.providerName],
    order: [desc(dddServices.serviceDate), desc(dddServices.id)],
    filters: {
      query: {
        centerId: Type.Optional(Type.Integer({ minimum: 1 })),
        treatmentType: Type.Optional(Type.Enum([...DDD_TREATMENT_TYPES])),
        overdue: Type.Optional(Type.Boolean()),
      },
      where: (query) => {
        const q = query as { centerId?: number; treatmentType?: string; overdue?: boolean };
        const today = todayInSpain();
        return and(
          q.centerId ? eq(dddServices.centerId, q.centerId) : undefined,
          q.treatmentType ? eq(dddServices.treatmentType, q.treatmentType) : undefined,
          q.overdue === undefined ? undefined : q.overdue ? overdueCondition(today) : sql`not (${overdueCondition(today)})`,
        );
      },
    },
    // The services register (the module's report): every field of each service, codes in the request's language.
    spreadsheet: {
      name: 'pest-control-services',
      title: 'spreadsheet.files.ddd_services',
      columns: (language) => [
        { header: 'resources.ddd-service.fields.service_date', fallback: 'Date', value: (s) => day(s.service_date) },
        {
          header: 'resources.ddd-service.fields.treatment_type',
          fallback: 'Treatment',
          value: (s) => s.treatment_type,
          kind: { kind: 'state', labels: 'ddd.treatments' },
        },
        { header: 'resources.ddd-service.fields.provider_name', fallback: 'Provider', value: (s) => s.provider_name, width: 30 },
        {
          header: 'resources.ddd-service.fields.provider_registration_number',
          fallback: 'Registration number',
          value: (s) => s.provider_registration_number,
        },
        {
          header: 'resources.ddd-service.fields.products',
          fallback: 'Products',
          value: (s) => s.products.map(productLine(language)).join('; '),
          width: 50,
        },
        { header: 'resources.ddd-service.fields.points_checked', fallback: 'Points checked', value: (s) => s.points_checked, width: 30 },
        { header: 'resources.ddd-service.fields.incidents', fallback: 'Incidents', value: (s) => s.incidents, width: 40 },
        {
          header: 'resources.ddd-service.fields.safety_period_hours',
          fallback: 'Safety period (hours)',
          value: (s) => s.safety_period_hours,
          kind: { kind: 'number' },
        },
        { header: 'resources.ddd-service.fields.next_planned_date', fallback: 'Next planned date', value: (s) => day(s.next_planned_date) },
        { header: 'resources.ddd-service.fields.overdue', fallback: 'Overdue', value: (s) => s.is_overdue, kind: { kind: 'boolean' } },
        { header: 'resources.ddd-service.fields.certificate', fallback: 'Certificate', value: (s) => s.certificate_name, width: 30 },
        {
          header: 'resources.ddd-service.fields.flags',
          fallback: 'Warnings',
          value: (s) => s.flags.map((flag) => stateText('ddd.flags', flag, language)).join('; '),
          width: 40,
        },
      ],
    },
  });
};
