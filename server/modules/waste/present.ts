import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import {
  collectionPlans,
  dangerousnesses,
  residueCarrierResidues,
  residueCarriers,
  residueCollections,
  residueDangerousnesses,
  residueManagerResidues,
  residueManagers,
  residues,
  treatments,
} from '../../db/schema';
import { addDays, addMonths, todayInSpain } from '../../lib/dates';
import type { FileService } from '../../lib/files';
import { pickName } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';
import { defaultPictogram, isHazardousLer, treatmentKind } from './codes';

export type PlanRow = typeof collectionPlans.$inferSelect;
export type DocumentState = 'not_needed' | 'present' | 'missing' | 'expired';

const PartyReference = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  is_authorisation_expired: Type.Boolean(),
  authorisation_expiry: NullableDate(),
});
const NullableInteger = () => Nullable(Type.Integer());
export const PlanSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  start_date: Type.String(),
  end_date: NullableDate(),
  first_deposit_date: NullableDate(),
  center_id: Type.Integer(),
  residue_id: Type.Integer(),
  treatment_id: Type.Integer(),
  carrier_id: NullableInteger(),
  manager_id: NullableInteger(),
  residue: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    ler_code: Type.String(),
    is_hazardous: Type.Boolean(),
    /** On the plan list and one plan: the residue's hazard classes with their pictograms (the identification page shows them). */
    dangerousnesses: Type.Optional(
      Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), code: NullableText(), pictogram: NullableText() })),
    ),
  }),
  treatment: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), kind: Type.String() }),
  carrier: Nullable(PartyReference as never) as never,
  manager: Nullable(PartyReference as never) as never,
  collection_frequency: NullableInteger(),
  observations: NullableText(),
  is_cancelled: Type.Boolean(),
  container_quantity: NullableInteger(),
  capacity_of_containers: NullableText(),
  photo_of_container: NullableText(),
  notify_carrier: Type.Boolean(),
  notify_manager: Type.Boolean(),
  previous_notification_document: NullableText(),
  previous_notification_date: NullableDate(),
  treatment_contract_document: NullableText(),
  treatment_contract_expiry: NullableDate(),
  quantity_of_persons: NullableInteger(),
  residue_generation_ratio: NullableText(),
  quantity_of_days: NullableInteger(),
  last_collection_date: NullableDate(),
  next_collection_date: NullableDate(),
  storage_deadline: NullableDate(),
  documents: Type.Object({ treatment_contract: Type.String(), previous_notification: Type.String() }),
});

const carrier = alias(residueCarriers, 'plan_carrier');
const manager = alias(residueManagers, 'plan_manager');
// Only the columns the answers use: at 10,000 plans (the clock of all centers) every joined column costs.
const residueColumns = {
  id: residues.id,
  nameSpanish: residues.nameSpanish,
  nameCatalan: residues.nameCatalan,
  lerCode: residues.lerCode,
  needsPreviousNotification: residues.needsPreviousNotification,
  needsTreatmentContract: residues.needsTreatmentContract,
};

interface HazardClass {
  id: number;
  code: string | null;
  name_spanish: string;
  name_catalan: string;
  pictogram_id: string | null;
}
/** The residue's hazard classes in the same statement (a correlated subquery, no statement per plan). */
export const hazardClasses = sql<
  HazardClass[]
>`(select coalesce(json_agg(json_build_object('id', d.id, 'code', d.code, 'name_spanish', d.name_spanish,
  'name_catalan', d.name_catalan, 'pictogram_id', d.pictogram_id) order by d.id), '[]'::json)
  from ${residueDangerousnesses} rd join ${dangerousnesses} d on d.id = rd.dangerousness_id where rd.residue_id = ${residues.id})`;

/** The plan's last collection: one index probe per plan (residue_collection_plan_idx), in the plans' own statement. */
const lastCollection = sql<
  string | null
>`(select max(rc.date) from ${residueCollections} rc where rc.collection_plan_id = ${collectionPlans.id})`;

/** A plan's residue, treatment, carrier and manager (the carrier and manager may be absent) and its last collection. */
export const planParties = {
  residue: residueColumns,
  treatment: { id: treatments.id, name: treatments.name, type: treatments.type },
  carrier: { id: carrier.id, name: carrier.name, email: carrier.email, authorisationExpiry: carrier.authorisationExpiry },
  manager: { id: manager.id, name: manager.name, email: manager.email, authorisationExpiry: manager.authorisationExpiry },
  lastCollection,
};
export const withPlanParties = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
    .innerJoin(treatments, eq(treatments.id, collectionPlans.treatmentId))
    .leftJoin(carrier, eq(carrier.id, collectionPlans.carrierId))
    .leftJoin(manager, eq(manager.id, collectionPlans.managerId));

/**
 * Plans with their residue, treatment, carrier and manager, the date of their last collection
 * (with `hazards`, the residue's hazard classes too): one statement for any number.
 */
export async function loadPlans(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number; order: SQL[] },
  options: { hazards?: boolean } = {},
) {
  const base = withPlanParties(
    db
      .select({
        plan: collectionPlans,
        ...planParties,
        hazards: options.hazards ? hazardClasses : sql<HazardClass[] | null>`null`,
        total: windowCount,
      })
      .from(collectionPlans)
      .$dynamic(),
  ).where(where);
  return page
    ? base
        .orderBy(...page.order)
        .limit(page.limit)
        .offset(page.offset)
    : base;
}
export type LoadedPlan = Awaited<ReturnType<typeof loadPlans>>[number];

/**
 * The narrow plan row of the legal clock: exactly the columns its rules read (no file ids beyond
 * "is there one", no emails, no quantities), one statement for any number of plans. At 10,000 plans
 * (the clock of all centers) every selected column costs: this row loads several times faster than
 * `loadPlans`' presented one.
 */
export function loadClockPlans(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: collectionPlans.id,
      centerId: collectionPlans.centerId,
      startDate: collectionPlans.startDate,
      endDate: collectionPlans.endDate,
      firstDepositDate: collectionPlans.firstDepositDate,
      collectionFrequency: collectionPlans.collectionFrequency,
      isCancelled: collectionPlans.isCancelled,
      hasNotification: sql<boolean>`(${collectionPlans.previousNotificationDocumentId} is not null)`,
      hasContract: sql<boolean>`(${collectionPlans.treatmentContractDocumentId} is not null)`,
      treatmentContractExpiry: collectionPlans.treatmentContractExpiry,
      nameSpanish: residues.nameSpanish,
      nameCatalan: residues.nameCatalan,
      lerCode: residues.lerCode,
      needsPreviousNotification: residues.needsPreviousNotification,
      needsTreatmentContract: residues.needsTreatmentContract,
      treatmentType: treatments.type,
      carrierId: carrier.id,
      carrierName: carrier.name,
      carrierExpiry: carrier.authorisationExpiry,
      managerId: manager.id,
      managerName: manager.name,
      managerExpiry: manager.authorisationExpiry,
      lastCollection,
    })
    .from(collectionPlans)
    .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
    .innerJoin(treatments, eq(treatments.id, collectionPlans.treatmentId))
    .leftJoin(carrier, eq(carrier.id, collectionPlans.carrierId))
    .leftJoin(manager, eq(manager.id, collectionPlans.managerId))
    .where(where);
}
export type ClockPlan = Awaited<ReturnType<typeof loadClockPlans>>[number];

/**
 * Storage limit from the first deposit (Ley 7/2022 art. 18.1.d): hazardous 6 months; non-hazardous
 * 2 years when sent to recovery, 1 year when sent to elimination.
 */
export function storageDeadline(firstDeposit: string | null, ler: string, treatmentType: string): string | null {
  if (!firstDeposit) return null;
  if (isHazardousLer(ler)) return addMonths(firstDeposit, 6);
  return addMonths(firstDeposit, treatmentKind(treatmentType) === 'elimination' ? 12 : 24);
}

/**
 * A running plan's storage limit, counted from what is stored now: the clock restarts at each collection (what is
 * stored now was deposited after it). None for a cancelled plan.
 */
export function planStorageDeadline(
  plan: Pick<PlanRow, 'isCancelled' | 'firstDepositDate'>,
  last: string | null,
  ler: string,
  treatmentType: string,
): string | null {
  if (plan.isCancelled) return null;
  const since = last && plan.firstDepositDate && last >= plan.firstDepositDate ? last : plan.firstDepositDate;
  return storageDeadline(since, ler, treatmentType);
}

/** The next collection a plan expects: from the last one (or the start) every `collection_frequency` days, while the plan runs. */
export function nextCollection(
  plan: Pick<PlanRow, 'isCancelled' | 'collectionFrequency' | 'startDate' | 'endDate'>,
  last: string | null,
): string | null {
  if (plan.isCancelled || !plan.collectionFrequency) return null;
  let next = last ? addDays(last, plan.collectionFrequency) : plan.startDate;
  if (next < plan.startDate) next = plan.startDate;
  if (plan.endDate && next > plan.endDate) return null;
  return next;
}

export const documentState = (needed: boolean, hasFile: boolean, expiry: string | null, today: string): DocumentState => {
  if (!hasFile) return needed ? 'missing' : 'not_needed';
  return expiry && expiry < today ? 'expired' : 'present';
};

/** Does the plan need a prior notification (NT)? The residue says so, as does hazardous waste, elimination and LER 20 03 01. */
export const needsNotification = (loaded: {
  residue: Pick<LoadedPlan['residue'], 'needsPreviousNotification' | 'lerCode'>;
  treatment: Pick<LoadedPlan['treatment'], 'type'>;
}) =>
  loaded.residue.needsPreviousNotification ||
  isHazardousLer(loaded.residue.lerCode) ||
  treatmentKind(loaded.treatment.type) === 'elimination' ||
  loaded.residue.lerCode === '20 03 01';

export function presentPlans(files: FileService, request: FastifyRequest, loaded: LoadedPlan[], today = todayInSpain()) {
  const party = (row: LoadedPlan['carrier']) =>
    row && {
      id: row.id,
      name: row.name,
      email: row.email,
      authorisation_expiry: row.authorisationExpiry,
      is_authorisation_expired: row.authorisationExpiry !== null && row.authorisationExpiry < today,
    };
  return loaded.map((entry) => {
    const { plan, residue, treatment } = entry;
    const last = entry.lastCollection;
    return {
      id: plan.id,
      type: plan.type,
      start_date: plan.startDate,
      end_date: plan.endDate,
      first_deposit_date: plan.firstDepositDate,
      center_id: plan.centerId,
      residue_id: plan.residueId,
      treatment_id: plan.treatmentId,
      carrier_id: plan.carrierId,
      manager_id: plan.managerId,
      residue: {
        id: residue.id,
        name: pickName(request.language, { spanish: residue.nameSpanish, catalan: residue.nameCatalan }),
        ler_code: residue.lerCode,
        is_hazardous: isHazardousLer(residue.lerCode),
        dangerousnesses: entry.hazards?.map((hazard) => ({
          id: hazard.id,
          name: pickName(request.language, { spanish: hazard.name_spanish, catalan: hazard.name_catalan }),
          code: hazard.code,
          pictogram: files.url(hazard.pictogram_id) ?? defaultPictogram(hazard.code),
        })),
      },
      treatment: { id: treatment.id, name: treatment.name, type: treatment.type, kind: treatmentKind(treatment.type) },
      carrier: party(entry.carrier),
      manager: party(entry.manager),
      collection_frequency: plan.collectionFrequency,
      observations: plan.observations,
      is_cancelled: plan.isCancelled,
      container_quantity: plan.containerQuantity,
      capacity_of_containers: plan.capacityOfContainers,
      photo_of_container: files.url(plan.photoOfContainerId),
      notify_carrier: plan.notifyCarrier,
      notify_manager: plan.notifyManager,
      previous_notification_document: files.url(plan.previousNotificationDocumentId),
      previous_notification_date: plan.previousNotificationDate,
      treatment_contract_document: files.url(plan.treatmentContractDocumentId),
      treatment_contract_expiry: plan.treatmentContractExpiry,
      quantity_of_persons: plan.quantityOfPersons,
      residue_generation_ratio: plan.residueGenerationRatio,
      quantity_of_days: plan.quantityOfDays,
      last_collection_date: last,
      next_collection_date: nextCollection(plan, last),
      storage_deadline: planStorageDeadline(plan, last, residue.lerCode, treatment.type),
      documents: {
        treatment_contract: documentState(
          residue.needsTreatmentContract,
          plan.treatmentContractDocumentId !== null,
          plan.treatmentContractExpiry,
          today,
        ),
        previous_notification: documentState(needsNotification(entry), plan.previousNotificationDocumentId !== null, null, today),
      },
    };
  });
}

/** The carrier or manager that does not list the plan's residue among those it handles. */
export async function partiesHandle(db: Database, residueId: number, carrierId: number | null, managerId: number | null) {
  const checks = [
    { id: carrierId, field: 'carrier_id', links: residueCarrierResidues, owner: residueCarrierResidues.carrierId, noun: 'carrier' },
    { id: managerId, field: 'manager_id', links: residueManagerResidues, owner: residueManagerResidues.managerId, noun: 'manager' },
  ];
  const failures: { field: string; noun: string }[] = [];
  for (const check of checks) {
    if (!check.id) continue;
    const handled = await db.select({ residueId: check.links.residueId }).from(check.links).where(eq(check.owner, check.id));
    if (!handled.some((row) => row.residueId === residueId)) failures.push(check);
  }
  return failures;
}
