import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { centers } from './organisation';

// Waste management catalogues (spec §3 "Dangerousness", "Residue", "Treatment", "Residue carrier and manager"):
// global, shared by every consultancy, written by admins.

/** A hazard property HP1..HP15 (Regulation 1357/2014); `code` is set on the seeded fifteen. */
export const dangerousnesses = pgTable(
  'dangerousness',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    nameSpanish: text('name_spanish').notNull(),
    nameCatalan: text('name_catalan').notNull(),
    pictogramId: uuid('pictogram_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('dangerousness_name_idx').on(table.nameSpanish)],
);

/** A waste by its LER code, stored normalised as "15 01 10*" (the asterisk marks hazardous waste). */
export const residues = pgTable(
  'residue',
  {
    id: serial('id').primaryKey(),
    nameSpanish: text('name_spanish').notNull(),
    nameCatalan: text('name_catalan').notNull(),
    lerCode: text('ler_code').notNull(),
    needsPreviousNotification: boolean('needs_previous_notification').notNull().default(false),
    needsTreatmentContract: boolean('needs_treatment_contract').notNull().default(false),
    needsCollectionDocument: boolean('needs_collection_document').notNull().default(false),
    needsDeliveryNote: boolean('needs_delivery_note').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('residue_ler_idx').on(table.lerCode),
    check('residue_ler_code_check', sql`${table.lerCode} ~ '^[0-9]{2} [0-9]{2} [0-9]{2}\\*?$'`),
  ],
);

export const residueDangerousnesses = pgTable(
  'residue_dangerousness',
  {
    residueId: integer('residue_id')
      .notNull()
      .references(() => residues.id, { onDelete: 'cascade' }),
    dangerousnessId: integer('dangerousness_id')
      .notNull()
      .references(() => dangerousnesses.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.residueId, table.dangerousnessId] }),
    index('residue_dangerousness_hp_idx').on(table.dangerousnessId),
  ],
);

/** A treatment operation; `type` is its R (recovery) or D (elimination) code of Ley 7/2022 annexes II and I. */
export const treatments = pgTable(
  'treatment',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    ...timestamps,
  },
  (table) => [check('treatment_type_check', sql`${table.type} ~ '^(R(1[0-3]|[1-9])|D(1[0-5]|[1-9]))$'`)],
);

const partyColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  code: text('code').notNull(),
  nima: text('nima'),
  address: text('address'),
  /** Day the carrier's or manager's authorisation ends; past it, the party is flagged wherever it is chosen. */
  authorisationExpiry: date('authorisation_expiry', { mode: 'string' }),
  ...timestamps,
});

export const residueCarriers = pgTable('residue_carrier', partyColumns(), (table) => [index('residue_carrier_name_idx').on(table.name)]);
export const residueManagers = pgTable('residue_manager', partyColumns(), (table) => [index('residue_manager_name_idx').on(table.name)]);

export const residueCarrierResidues = pgTable(
  'residue_carrier_residue',
  {
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => residueCarriers.id, { onDelete: 'cascade' }),
    residueId: integer('residue_id')
      .notNull()
      .references(() => residues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.carrierId, table.residueId] }),
    index('residue_carrier_residue_residue_idx').on(table.residueId),
  ],
);

export const residueManagerResidues = pgTable(
  'residue_manager_residue',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => residueManagers.id, { onDelete: 'cascade' }),
    residueId: integer('residue_id')
      .notNull()
      .references(() => residues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.managerId, table.residueId] }),
    index('residue_manager_residue_residue_idx').on(table.residueId),
  ],
);

const fileColumn = (name: string) => uuid(name).references(() => storedFiles.id, { onDelete: 'set null' });

/**
 * How a center hands one residue over (spec §3 "Collection plan"): cancelled instead of deleted, so
 * the collections keep their plan. `collection_frequency` is days between collections.
 */
export const collectionPlans = pgTable(
  'collection_plan',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    firstDepositDate: date('first_deposit_date', { mode: 'string' }),
    residueId: integer('residue_id')
      .notNull()
      .references(() => residues.id, { onDelete: 'restrict' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'restrict' }),
    carrierId: integer('carrier_id').references(() => residueCarriers.id, { onDelete: 'restrict' }),
    managerId: integer('manager_id').references(() => residueManagers.id, { onDelete: 'restrict' }),
    collectionFrequency: integer('collection_frequency'),
    observations: text('observations'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    containerQuantity: integer('container_quantity'),
    capacityOfContainers: numeric('capacity_of_containers', { precision: 14, scale: 3 }),
    photoOfContainerId: fileColumn('photo_of_container_id'),
    notifyCarrier: boolean('notify_carrier').notNull().default(false),
    notifyManager: boolean('notify_manager').notNull().default(false),
    previousNotificationDocumentId: fileColumn('previous_notification_document_id'),
    previousNotificationDate: date('previous_notification_date', { mode: 'string' }),
    treatmentContractDocumentId: fileColumn('treatment_contract_document_id'),
    treatmentContractExpiry: date('treatment_contract_expiry', { mode: 'string' }),
    quantityOfPersons: integer('quantity_of_persons'),
    residueGenerationRatio: numeric('residue_generation_ratio', { precision: 14, scale: 3 }),
    quantityOfDays: integer('quantity_of_days'),
    ...timestamps,
  },
  (table) => [
    index('collection_plan_center_idx').on(table.centerId, table.isCancelled, table.startDate),
    index('collection_plan_residue_idx').on(table.residueId),
    check('collection_plan_dates_check', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
  ],
);

/** One pick-up under a plan: what was delivered, and on reception what was accepted and refused. */
export const residueCollections = pgTable(
  'residue_collection',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    collectionPlanId: integer('collection_plan_id')
      .notNull()
      .references(() => collectionPlans.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    acceptedQuantity: numeric('accepted_quantity', { precision: 14, scale: 3 }),
    refusedQuantity: numeric('refused_quantity', { precision: 14, scale: 3 }),
    collectionDocumentNumber: text('collection_document_number'),
    collectionDocumentId: fileColumn('collection_document_id'),
    deliveryNoteId: fileColumn('delivery_note_id'),
    observations: text('observations'),
    ...timestamps,
  },
  (table) => [
    index('residue_collection_center_idx').on(table.centerId, table.date),
    index('residue_collection_plan_idx').on(table.collectionPlanId, table.date),
  ],
);

/** What went wrong with a collection. */
export const incidences = pgTable(
  'incidence',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    residueCollectionId: integer('residue_collection_id')
      .notNull()
      .references(() => residueCollections.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    fileId: fileColumn('file_id'),
    ...timestamps,
  },
  (table) => [index('incidence_collection_idx').on(table.residueCollectionId)],
);

/** Per-center settings of the residue module (GET/PUT /api/residue-module/{centerId}/config); no row = defaults. */
export const residueModuleConfigs = pgTable(
  'residue_module_config',
  {
    centerId: integer('center_id')
      .primaryKey()
      .references(() => centers.id, { onDelete: 'cascade' }),
    defaultCarrierId: integer('default_carrier_id').references(() => residueCarriers.id, { onDelete: 'set null' }),
    defaultManagerId: integer('default_manager_id').references(() => residueManagers.id, { onDelete: 'set null' }),
    reminderDaysBefore: integer('reminder_days_before').notNull().default(7),
    reminderRecipients: text('reminder_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [check('residue_module_config_days_check', sql`${table.reminderDaysBefore} between 0 and 365`)],
);

/**
 * The mail outbox of the residue module: one row per e-mail owed to a carrier or manager (a saved plan,
 * a due collection). The unique key makes each event one row, also when two processes write it; a
 * sender claims a row (`claimed_until`) before sending and marks it sent, or releases it for a retry.
 */
export const wasteNotifications = pgTable(
  'waste_notification',
  {
    id: serial('id').primaryKey(),
    collectionPlanId: integer('collection_plan_id')
      .notNull()
      .references(() => collectionPlans.id, { onDelete: 'cascade' }),
    /** `carrier`, `manager` or `recipient` (an address of the module configuration's reminder recipients). */
    party: text('party').notNull(),
    /** `created`, `updated`, `cancelled` (a save) or `due` (a collection coming up). */
    event: text('event').notNull(),
    /** What makes the event one: the plan's updated_at for a save, the collection date for `due`. */
    eventKey: text('event_key').notNull(),
    email: text('email').notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waste_notification_event_idx').on(table.collectionPlanId, table.party, table.event, table.eventKey, table.email),
    index('waste_notification_pending_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);
