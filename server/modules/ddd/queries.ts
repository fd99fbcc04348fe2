import { aliasedTable, and, asc, desc, eq, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dddConfigurations, dddServices, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { addDays, dateOrNull, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { parsePoints, parseProducts, text, type ConfigurationInput, type Product, type ServiceInput } from './schemas';

// The SQL of the pest-control module: the center's configuration, the services (overdue, their values), the certificates.

export async function configurationOf(db: Database, centerId: number) {
  const [row] = await db.select().from(dddConfigurations).where(eq(dddConfigurations.centerId, centerId));
  return {
    center_id: centerId,
    provider_name: row?.providerName ?? null,
    provider_registration_number: row?.providerRegistrationNumber ?? null,
    provider_contact: row?.providerContact ?? null,
    frequencies: row?.frequencies ?? {},
    points: row?.points ?? [],
    is_configured: !!row,
  };
}

/** Saves the center's provider, frequencies and points (a point's code once); the configuration as it is then. */
export async function saveConfiguration(db: Database, centerId: number, body: ConfigurationInput) {
  const frequencies = Object.fromEntries(
    Object.entries(body.frequencies ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
  const points = parsePoints(body.points);
  const codes = new Set<string>();
  points.forEach((point, i) => {
    if (codes.has(point.code)) throw badRequest(`points.${i}.code`, 'ddd.pointCode');
    codes.add(point.code);
  });
  const values = {
    providerName: text(body.provider_name, 'provider_name', 200),
    providerRegistrationNumber: text(body.provider_registration_number, 'provider_registration_number', 100),
    providerContact: text(body.provider_contact, 'provider_contact', 500),
    frequencies,
    points,
    updatedAt: sql`now()`,
  };
  await writeTransaction(db, (tx) =>
    tx
      .insert(dddConfigurations)
      .values({ centerId, ...values })
      .onConflictDoUpdate({ target: dddConfigurations.centerId, set: values }),
  );
  return configurationOf(db, centerId);
}

/** Every certificate of the center's services, newest first. */
export async function certificatesOf(db: Database, files: FileService, centerId: number) {
  const rows = await db
    .select({ service: dddServices, file: storedFiles })
    .from(dddServices)
    .innerJoin(storedFiles, eq(storedFiles.id, dddServices.certificateFileId))
    .where(eq(dddServices.centerId, centerId))
    .orderBy(desc(dddServices.serviceDate), asc(dddServices.id));
  return rows.map(({ service, file }) => ({
    service_id: service.id,
    service_date: service.serviceDate,
    treatment_type: service.treatmentType,
    kind: 'CERTIFICATE',
    file: files.url(file.id)!,
    file_name: file.originalName,
    size: file.size,
  }));
}

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

/** The certificate's original name, joined to the service's row. */
export const certificateJoin = {
  to: <Q extends PgSelect>(query: Q) => query.leftJoin(certificateFile, eq(certificateFile.id, dddServices.certificateFileId)),
  columns: { certificateName: certificateFile.originalName },
};

export const presentService =
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
export async function serviceValues(db: Database, body: ServiceInput, centerId: number) {
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

/** Whether the row is overdue, computed in the list's statement. */
export const overdueColumn = () => ({ overdue: sql<boolean>`coalesce(${overdueCondition(todayInSpain())}, false)` });

export const serviceOrder = [desc(dddServices.serviceDate), desc(dddServices.id)];

export const servicesWhere = (query: { centerId?: number; treatmentType?: string; overdue?: boolean }) => {
  const today = todayInSpain();
  return and(
    query.centerId ? eq(dddServices.centerId, query.centerId) : undefined,
    query.treatmentType ? eq(dddServices.treatmentType, query.treatmentType) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdueCondition(today) : sql`not (${overdueCondition(today)})`,
  );
};
