import { dddServices } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { badRequest } from '../../lib/errors';
import { translate, type Language } from '../../lib/language';
import { registerResource } from '../../lib/resource';
import { consultancyStaff, everyone } from '../../lib/access';
import { stateText } from '../../lib/field-text';
import { MODULE, serviceRow } from './route-config';
import { certificateJoin, overdueColumn, presentService, serviceOrder, servicesWhere, serviceValues } from './queries';
import { ServiceFilters, ServiceSchema, ServiceWrite, type Product } from './schemas';

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
    join: certificateJoin,
    columns: { select: overdueColumn, created: { overdue: false } },
    present: (rows) => rows.map((row) => present({ service: row, overdue: row.overdue, certificateName: row.certificateName })),
    schema: ServiceSchema,
    search: [dddServices.providerName],
    order: serviceOrder,
    filters: {
      query: ServiceFilters,
      where: (query) => servicesWhere(query as { centerId?: number; treatmentType?: string; overdue?: boolean }),
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
