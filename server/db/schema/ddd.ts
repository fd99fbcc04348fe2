import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { centers } from './organisation';

// Pest-control module, DDD (desratización, desinfección, desinsectación) plus legionella prevention.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

/** One per center: the contracted provider, how often each treatment is due, the trap and bait points. */
export const dddConfigurations = pgTable('ddd_configuration', {
  id: serial('id').primaryKey(),
  centerId: integer('center_id')
    .notNull()
    .unique()
    .references(() => centers.id, { onDelete: 'cascade' }),
  providerName: text('provider_name'),
  providerRegistrationNumber: text('provider_registration_number'),
  providerContact: text('provider_contact'),
  /** {"RODENT_CONTROL": 90, ...}: days between two services of each treatment type. */
  frequencies: jsonb('frequencies').$type<Record<string, number>>().notNull().default({}),
  /** [{code, kind: TRAP|BAIT, location}] */
  points: jsonb('points').$type<{ code: string; kind: string; location: string }[]>().notNull().default([]),
  ...timestamps,
});

export const dddServices = pgTable(
  'ddd_service',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    serviceDate: date('service_date').notNull(),
    treatmentType: text('treatment_type').notNull(),
    providerName: text('provider_name').notNull(),
    providerRegistrationNumber: text('provider_registration_number'),
    /** [{name, registration_number, product_type, dose, batch}] */
    products: jsonb('products')
      .$type<
        { name: string; registration_number: string | null; product_type: string | null; dose: string | null; batch: string | null }[]
      >()
      .notNull()
      .default([]),
    pointsChecked: text('points_checked'),
    incidents: text('incidents'),
    safetyPeriodHours: numeric('safety_period_hours', { mode: 'number' }),
    nextPlannedDate: date('next_planned_date'),
    certificateFileId: uuid('certificate_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('ddd_service_center_idx').on(table.centerId, table.serviceDate),
    index('ddd_service_next_idx').on(table.centerId, table.nextPlannedDate),
    check(
      'ddd_service_treatment_check',
      sql`${table.treatmentType} in ('RODENT_CONTROL', 'DISINFECTION', 'INSECT_CONTROL', 'LEGIONELLA_PREVENTION')`,
    ),
  ],
);
