import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
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
import { todayInSpain } from '../../lib/dates';
import { conflict } from '../../lib/errors';
import { message } from '../../lib/messages';
import type { FileService } from '../../lib/files';
import { pickName } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { contractState, nextCollection, notificationState, storageDeadline, type PlanColumns } from './clock-rules';
import { defaultPictogram, isHazardousLer, treatmentKind } from './codes';

// The SQL of the collection plans (plans.ts, reports.ts, notify.ts): the joined plan rows, the clock's dates, the wire.

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

/** The plan's columns as the clock's rules read them (clock-rules.ts). */
const planColumns: PlanColumns = {
  isCancelled: sql`${collectionPlans.isCancelled}`,
  startDate: sql`${collectionPlans.startDate}`,
  endDate: sql`${collectionPlans.endDate}`,
  firstDepositDate: sql`${collectionPlans.firstDepositDate}`,
  collectionFrequency: sql`${collectionPlans.collectionFrequency}`,
  lastCollection,
  lerCode: sql`${residues.lerCode}`,
  treatmentType: sql`${treatments.type}`,
  residueNeedsNotification: sql`${residues.needsPreviousNotification}`,
  residueNeedsContract: sql`${residues.needsTreatmentContract}`,
  notificationFile: sql`${collectionPlans.previousNotificationDocumentId}`,
  contractFile: sql`${collectionPlans.treatmentContractDocumentId}`,
  contractExpiry: sql`${collectionPlans.treatmentContractExpiry}`,
};
/** Today in Spain, as the database reads it (lib/dates.ts todayInSpain). */
const today = sql`(now() AT TIME ZONE 'Europe/Madrid')::date`;

/**
 * A plan's residue, treatment, carrier and manager (the carrier and manager may be absent), its last collection, and
 * its next collection, storage limit and documents' states by the clock's rules, in the plan's own statement.
 */
export const planParties = {
  residue: residueColumns,
  treatment: { id: treatments.id, name: treatments.name, type: treatments.type },
  carrier: { id: carrier.id, name: carrier.name, email: carrier.email, authorisationExpiry: carrier.authorisationExpiry },
  manager: { id: manager.id, name: manager.name, email: manager.email, authorisationExpiry: manager.authorisationExpiry },
  lastCollection,
  nextCollection: nextCollection(planColumns),
  storageDeadline: storageDeadline(planColumns),
  notificationState: notificationState(planColumns, today),
  contractState: contractState(planColumns, today),
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
      last_collection_date: entry.lastCollection,
      next_collection_date: entry.nextCollection,
      storage_deadline: entry.storageDeadline,
      documents: { treatment_contract: entry.contractState, previous_notification: entry.notificationState },
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

/** Spec §4: a plan that has collections is cancelled, not deleted (409 naming how many). */
export async function refuseWhileCollected(db: Database, id: number) {
  const collections = await db.$count(residueCollections, eq(residueCollections.collectionPlanId, id));
  if (collections > 0) throw conflict(message('waste.planHasCollections', { count: collections }), 'has_children');
}
