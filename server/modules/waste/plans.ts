import { and, asc, desc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client';
import { collectionPlans, residueCarriers, residueManagers, residues, treatments } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { DateField, OptionalDate } from '../../lib/dates';
import { badRequest, invalidFields } from '../../lib/errors';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../../lib/file-types';
import { assertAllExist } from '../../lib/references';
import { registerResource } from '../../lib/resource';
import { MODULE } from './route-config';
import { blankToNull, OptionalBoolean, OptionalDecimal, OptionalFile, OptionalId, OptionalInteger, PlanSchema } from './schemas';
import { hazardClasses, partiesHandle, planParties, presentPlans, refuseWhileCollected, withPlanParties } from './plan-queries';
import type { PlanNotifier } from './notify';
import { consultancyStaff, everyone } from '../../lib/access';
import { OptionalText, textOrNull } from '../../lib/fields';

const collectionPlanRow = { table: collectionPlans, name: 'collection-plan' } as const;

export const PLAN_TYPES = ['PERIODIC', 'ON_DEMAND'] as const;

const PlanWrite = Type.Object({
  id: Type.Optional(Type.Union([Type.Literal(''), Type.Integer()])),
  center_id: Type.Integer({ minimum: 1 }),
  type: Type.Enum([...PLAN_TYPES]),
  start_date: DateField(),
  end_date: OptionalDate(),
  first_deposit_date: OptionalDate(),
  residue_id: Type.Integer({ minimum: 1 }),
  treatment_id: Type.Integer({ minimum: 1 }),
  carrier_id: OptionalId(),
  manager_id: OptionalId(),
  collection_frequency: Type.Optional(Type.Union([Type.Literal(''), Type.Null(), Type.Integer({ minimum: 1, maximum: 3660 })])),
  observations: OptionalText(),
  is_cancelled: OptionalBoolean(),
  container_quantity: OptionalInteger(),
  capacity_of_containers: OptionalDecimal(),
  photo_of_container: OptionalFile('container photo: PNG, JPEG, GIF or WebP'),
  notify_carrier: OptionalBoolean(),
  notify_manager: OptionalBoolean(),
  previous_notification_document: OptionalFile('prior notification (NT): PDF, image or Office document'),
  previous_notification_date: OptionalDate(),
  treatment_contract_document: OptionalFile('treatment contract: PDF, image or Office document'),
  treatment_contract_expiry: OptionalDate(),
  quantity_of_persons: OptionalInteger(),
  residue_generation_ratio: OptionalDecimal(),
  quantity_of_days: OptionalInteger(),
});
type PlanInput = Static<typeof PlanWrite>;

/** The checks of spec "Bad input" on a plan write, each a 400 naming its field. */
async function checkPlan(db: Database, body: PlanInput) {
  const endDate = blankToNull(body.end_date);
  if (endDate && endDate < body.start_date) throw badRequest('end_date', 'common.endBeforeStart');
  const carrierId = blankToNull(body.carrier_id);
  const managerId = blankToNull(body.manager_id);
  await assertAllExist(db, residues, [body.residue_id], 'residue_id');
  await assertAllExist(db, treatments, [body.treatment_id], 'treatment_id');
  if (carrierId) await assertAllExist(db, residueCarriers, [carrierId], 'carrier_id');
  if (managerId) await assertAllExist(db, residueManagers, [managerId], 'manager_id');
  const failures = await partiesHandle(db, body.residue_id, carrierId, managerId);
  if (failures.length) {
    const fields = Object.fromEntries(
      failures.map(({ field, noun }) => [field, noun === 'carrier' ? 'waste.carrierDoesNotHandle' : 'waste.managerDoesNotHandle'] as const),
    );
    throw invalidFields(fields, 'invalid');
  }
}

/** The values a plan write stores. */
const planValues = (body: PlanInput) => ({
  type: body.type,
  startDate: body.start_date,
  endDate: blankToNull(body.end_date),
  firstDepositDate: blankToNull(body.first_deposit_date),
  residueId: body.residue_id,
  treatmentId: body.treatment_id,
  carrierId: blankToNull(body.carrier_id),
  managerId: blankToNull(body.manager_id),
  collectionFrequency: blankToNull(body.collection_frequency),
  observations: textOrNull(body.observations),
  isCancelled: body.is_cancelled ?? false,
  containerQuantity: blankToNull(body.container_quantity),
  capacityOfContainers: blankToNull(body.capacity_of_containers),
  notifyCarrier: body.notify_carrier ?? false,
  notifyManager: body.notify_manager ?? false,
  previousNotificationDate: blankToNull(body.previous_notification_date),
  treatmentContractExpiry: blankToNull(body.treatment_contract_expiry),
  quantityOfPersons: blankToNull(body.quantity_of_persons),
  residueGenerationRatio: blankToNull(body.residue_generation_ratio),
  quantityOfDays: blankToNull(body.quantity_of_days),
});

/** Collection plans: rows of a center (named in the body), with their residue, parties and hazard classes in one statement. */
export const planRoutes =
  (notifier: PlanNotifier): RegisterModule =>
  (app, context) => {
    const { files } = context;
    registerResource(app, context, {
      path: 'collection-plan',
      name: 'collection-plan',
      tag: 'Waste: collection plans',
      table: collectionPlans,
      scope: {
        owner: collectionPlanRow,
        column: collectionPlans.centerId,
        module: MODULE,
        center: { in: 'body', key: 'center_id' },
        readsInQuery: true,
      },
      access: { read: everyone, write: consultancyStaff },
      write: PlanWrite,
      validate: checkPlan,
      values: (body, { centerId }) => ({ ...(centerId ? { centerId } : {}), ...planValues(body) }),
      beforeUpdate: (before, body) => {
        if (body.center_id !== before.centerId) throw badRequest('center_id', 'waste.planStays');
      },
      // A plan that stays cancelled is not news to its carrier and manager; cancelling it is.
      afterSave: async (saved, before) => {
        if (!before) await notifier.planSaved(saved.id, 'created');
        else if (!before.isCancelled || !saved.isCancelled) await notifier.planSaved(saved.id, saved.isCancelled ? 'cancelled' : 'updated');
      },
      file: [
        { field: 'photo_of_container', column: 'photoOfContainerId', kinds: IMAGE_KINDS },
        { field: 'previous_notification_document', column: 'previousNotificationDocumentId', kinds: DOCUMENT_KINDS },
        { field: 'treatment_contract_document', column: 'treatmentContractDocumentId', kinds: DOCUMENT_KINDS },
      ],
      // Spec §4: a plan is cancelled, not deleted, once it has collections (they keep their plan).
      beforeDelete: refuseWhileCollected,
      join: { to: (query) => withPlanParties(query), columns: { ...planParties, hazards: hazardClasses } },
      // The plan's own columns and the joined ones arrive side by side; presentPlans reads the plan's from `plan`.
      present: (rows, request) =>
        presentPlans(
          files,
          request,
          rows.map((row) => ({ ...row, plan: row, total: 0 })),
        ),
      schema: PlanSchema,
      search: [residues.nameSpanish, residues.nameCatalan, residues.lerCode],
      // Spec §4: the current plans by residue code; -start_date, the newest first.
      order: (query) =>
        (query.ordering as string | undefined)?.trim() === '-start_date'
          ? [desc(collectionPlans.startDate), desc(collectionPlans.id)]
          : [asc(residues.lerCode), asc(collectionPlans.startDate), asc(collectionPlans.id)],
      filters: {
        query: {
          centerId: Type.Optional(Type.Integer({ minimum: 1 })),
          residueId: Type.Optional(Type.Integer({ minimum: 1 })),
          // Spec §4: the current-plans list asks isCancelled=False.
          isCancelled: Type.Optional(Type.Enum(['True', 'False', 'true', 'false'])),
        },
        where: (query) => {
          const q = query as { centerId?: number; residueId?: number; isCancelled?: string };
          const cancelled = q.isCancelled === undefined ? undefined : q.isCancelled.toLowerCase() === 'true';
          return and(
            q.centerId ? eq(collectionPlans.centerId, q.centerId) : undefined,
            q.residueId ? eq(collectionPlans.residueId, q.residueId) : undefined,
            cancelled === undefined ? undefined : eq(collectionPlans.isCancelled, cancelled),
          );
        },
      },
    });
  };
