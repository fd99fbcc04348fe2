import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// The legal register (global, shared by every consultancy): area > legal ambit > subambit > legal text > requirement.

const bilingualName = {
  nameSpanish: text('name_spanish').notNull(),
  nameCatalan: text('name_catalan').notNull(),
};

export const areas = pgTable(
  'area',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('area_order_idx').on(table.order, table.id)],
);

export const legalAmbits = pgTable(
  'legal_ambit',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    order: integer('order').notNull().default(0),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    index('legal_ambit_area_idx').on(table.areaId, table.order, table.id),
    index('legal_ambit_order_idx').on(table.order, table.id),
  ],
);

export const subambits = pgTable(
  'subambit',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    order: integer('order').notNull().default(0),
    legalAmbitId: integer('legal_ambit_id')
      .notNull()
      .references(() => legalAmbits.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    index('subambit_legal_ambit_idx').on(table.legalAmbitId, table.order, table.id),
    index('subambit_order_idx').on(table.order, table.id),
  ],
);

/** Where a norm applies: national and European, an autonomous community, or local (a municipality). */
export const legalScopes = pgTable(
  'legal_scope',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    scope: text('scope').notNull(),
    ...timestamps,
  },
  (table) => [check('legal_scope_scope_check', sql`${table.scope} in ('NATIONAL_AND_EUROPEAN', 'AUTONOMOUS_COMMUNITY', 'LOCAL')`)],
);

/** A law or decree ("Real Decreto 553/2020"); `texts` are its articles or links. */
export const legalTexts = pgTable(
  'legal_text',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    texts: text('texts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    legalScopeId: integer('legal_scope_id')
      .notNull()
      .references(() => legalScopes.id, { onDelete: 'restrict' }),
    subambitId: integer('subambit_id')
      .notNull()
      .references(() => subambits.id, { onDelete: 'restrict' }),
    // Its identity (issue 36): the bulletin's reference, dates, state and where the consolidated text is.
    bulletin: text('bulletin'),
    officialReference: text('official_reference'),
    eliUrl: text('eli_url'),
    publicationDate: date('publication_date'),
    effectiveDate: date('effective_date'),
    state: text('state').notNull().default('IN_FORCE'),
    stateDate: date('state_date'),
    changedByText: text('changed_by_text'),
    consolidatedUrl: text('consolidated_url'),
    ...timestamps,
  },
  (table) => [
    index('legal_text_subambit_idx').on(table.subambitId),
    index('legal_text_scope_idx').on(table.legalScopeId),
    uniqueIndex('legal_text_official_reference_unique').on(table.officialReference),
    check('legal_text_bulletin_check', sql`${table.bulletin} in ('BOE', 'DOUE', 'DOGC', 'REGIONAL', 'PROVINCIAL')`),
    check('legal_text_state_check', sql`${table.state} in ('IN_FORCE', 'PARTIALLY_REPEALED', 'REPEALED')`),
  ],
);

/** What a center must do or have, and the name of the evidence that proves it. */
export const legalRequirements = pgTable(
  'legal_requirement',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    evidenceNameSpanish: text('evidence_name_spanish').notNull(),
    evidenceNameCatalan: text('evidence_name_catalan').notNull(),
    order: integer('order').notNull().default(0),
    legalTextId: integer('legal_text_id')
      .notNull()
      .references(() => legalTexts.id, { onDelete: 'restrict' }),
    /** From this day it no longer counts anywhere (a REQUIREMENT_REMOVED change); its evidences are kept. */
    removedDate: date('removed_date'),
    ...timestamps,
  },
  (table) => [
    index('legal_requirement_text_idx').on(table.legalTextId, table.order, table.id),
    index('legal_requirement_order_idx').on(table.order, table.id),
  ],
);
