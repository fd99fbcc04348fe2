import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { collectionPlans, residueCarriers, residueCollections, residueManagers, residues, treatments } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { DateField, OptionalDate } from '../../lib/dates';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../../lib/file-types';
import { IdParams } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { listQueryFields, pageWindow, paginateCounted, searchCondition } from '../../lib/paging';
import { assertAllExist } from '../../lib/references';
import { centerVisibleTo } from '../../lib/tenancy';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import {
  blankToNull,
  everyone,
  OptionalBoolean,
  OptionalDecimal,
  OptionalFile,
  OptionalId,
  OptionalInteger,
  OptionalText,
  wasteTenancy,
  staff,
  textOrNull,
} from './fields';
import { loadPlans, partiesHandle, PlanSchema, presentPlans } from './present';
import type { PlanNotifier } from './notify';

const collectionPlanRow = { table: collectionPlans, noun: 'Collection plan' };

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

const ListQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  residueId: Type.Optional(Type.Integer({ minimum: 1 })),
  // Spec §4: the current-plans list asks isCancelled=False.
  isCancelled: Type.Optional(Type.Enum(['True', 'False', 'true', 'false'])),
});

/** The values a plan write stores, after the checks of spec "Bad input" (each a 400 naming its field). */
async function planValues(db: Parameters<RegisterModule>[1]['db'], body: PlanInput) {
  const endDate = blankToNull(body.end_date);
  if (endDate && endDate < body.start_date) throw badRequest('end_date', 'The end date cannot be before the start date.');
  const carrierId = blankToNull(body.carrier_id);
  const managerId = blankToNull(body.manager_id);
  await assertAllExist(db, residues, [body.residue_id], 'residue_id');
  await assertAllExist(db, treatments, [body.treatment_id], 'treatment_id');
  if (carrierId) await assertAllExist(db, residueCarriers, [carrierId], 'carrier_id');
  if (managerId) await assertAllExist(db, residueManagers, [managerId], 'manager_id');
  const failures = await partiesHandle(db, body.residue_id, carrierId, managerId);
  if (failures.length) {
    const fields = Object.fromEntries(failures.map(({ field, noun }) => [field, `This ${noun} does not handle the plan's residue.`]));
    throw new AppError(400, 'invalid', Object.values(fields)[0]!, fields);
  }
  return {
    type: body.type,
    startDate: body.start_date,
    endDate,
    firstDepositDate: blankToNull(body.first_deposit_date),
    residueId: body.residue_id,
    treatmentId: body.treatment_id,
    carrierId,
    managerId,
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
  };
}

const fileParts = (body: PlanInput) => ({
  photoOfContainerId: { upload: body.photo_of_container, kinds: IMAGE_KINDS },
  previousNotificationDocumentId: { upload: body.previous_notification_document, kinds: DOCUMENT_KINDS },
  treatmentContractDocumentId: { upload: body.treatment_contract_document, kinds: DOCUMENT_KINDS },
});

export const planRoutes =
  (notifier: PlanNotifier): RegisterModule =>
  (app, { db, files }) => {
    const tags = ['Waste: collection plans'];
    const presentOne = async (request: Parameters<typeof currentUser>[0], where: SQL) => {
      const loaded = await loadPlans(db, where, undefined, { hazards: true });
      if (!loaded.length) throw notFound('Collection plan');
      return presentPlans(files, request, loaded)[0]!;
    };

    app.get(
      '/api/collection-plan',
      {
        config: { access: everyone, tenancy: 'visible-centers' },
        schema: { tags, querystring: ListQuery, response: answers(PageOf(PlanSchema)) },
      },
      async (request) => {
        const query = request.query;
        const cancelled = query.isCancelled === undefined ? undefined : query.isCancelled.toLowerCase() === 'true';
        const where = and(
          centerVisibleTo(currentUser(request), collectionPlans.centerId),
          query.centerId ? eq(collectionPlans.centerId, query.centerId) : undefined,
          query.residueId ? eq(collectionPlans.residueId, query.residueId) : undefined,
          cancelled === undefined ? undefined : eq(collectionPlans.isCancelled, cancelled),
          searchCondition(query.searchText, [residues.nameSpanish, residues.nameCatalan, residues.lerCode]),
        );
        const order =
          query.ordering?.trim() === '-start_date'
            ? [desc(collectionPlans.startDate), desc(collectionPlans.id)]
            : [asc(residues.lerCode), asc(collectionPlans.startDate), asc(collectionPlans.id)];
        return paginateCounted(
          request,
          pageWindow(query),
          (limit, offset) => loadPlans(db, where, { limit, offset, order }, { hazards: true }),
          (rows) => presentPlans(files, request, rows),
          () =>
            db.$count(
              db
                .select({ id: collectionPlans.id })
                .from(collectionPlans)
                .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
                .where(where)
                .as('plans'),
            ),
        );
      },
    );

    app.get(
      '/api/collection-plan/:id',
      {
        config: { access: everyone, tenancy: wasteTenancy.row(collectionPlanRow, 'read') },
        schema: { tags, params: IdParams, response: answers(PlanSchema) },
      },
      async (request) =>
        presentOne(
          request,
          and(eq(collectionPlans.id, request.params.id), centerVisibleTo(currentUser(request), collectionPlans.centerId))!,
        ),
    );

    app.post(
      '/api/collection-plan',
      {
        config: { access: staff, tenancy: wasteTenancy.center('write', { key: 'center_id', in: 'body' }) },
        schema: { tags, ...formBody(PlanWrite) },
      },
      async (request, reply) => {
        const values = await planValues(db, request.body);
        const row = await files.saveEach(
          fileParts(request.body),
          async (tx, fileIds) =>
            (
              await tx
                .insert(collectionPlans)
                .values({ ...values, ...fileIds, centerId: request.body.center_id })
                .returning()
            )[0]!,
        );
        const plan = await presentOne(request, eq(collectionPlans.id, row.id));
        await notifier.planSaved(row.id, 'created');
        return reply.status(201).send(plan);
      },
    );

    app.put(
      '/api/collection-plan/:id',
      {
        config: { access: staff, tenancy: wasteTenancy.row(collectionPlanRow, 'write') },
        schema: { tags, params: IdParams, ...formBody(PlanWrite) },
      },
      async (request) => {
        const [before] = await db.select().from(collectionPlans).where(eq(collectionPlans.id, request.params.id));
        if (!before) throw notFound('Collection plan');
        if (request.body.center_id !== before.centerId) throw badRequest('center_id', 'A plan cannot move to another center.');
        const values = await planValues(db, request.body);
        await files.saveEach(fileParts(request.body), async (tx, fileIds) =>
          tx
            .update(collectionPlans)
            .set({ ...values, ...fileIds, updatedAt: sql`now()` })
            .where(eq(collectionPlans.id, before.id)),
        );
        const replaced = (['photoOfContainerId', 'previousNotificationDocumentId', 'treatmentContractDocumentId'] as const)
          .filter((column) => fileParts(request.body)[column].upload && typeof fileParts(request.body)[column].upload === 'object')
          .map((column) => before[column]);
        await files.discard(...replaced);
        // A plan that stays cancelled is not news to its carrier and manager; cancelling it is.
        if (!before.isCancelled || !values.isCancelled) await notifier.planSaved(before.id, values.isCancelled ? 'cancelled' : 'updated');
        return presentOne(request, eq(collectionPlans.id, before.id));
      },
    );

    // Spec §4: a plan is cancelled, not deleted, once it has collections (they keep their plan).
    app.delete(
      '/api/collection-plan/:id',
      { config: { access: staff, tenancy: wasteTenancy.row(collectionPlanRow, 'write') }, schema: { tags, params: IdParams } },
      async (request, reply) => {
        const [{ collections } = { collections: 0 }] = await db
          .select({ collections: count() })
          .from(residueCollections)
          .where(eq(residueCollections.collectionPlanId, request.params.id));
        if (collections > 0)
          throw conflict(`The plan has ${collections} collection${collections === 1 ? '' : 's'}: cancel it instead.`, 'has_children');
        const held = await files.heldBy(collectionPlans, collectionPlans.id, request.params.id);
        const [row] = await writeTransaction(db, (tx) =>
          tx.delete(collectionPlans).where(eq(collectionPlans.id, request.params.id)).returning(),
        );
        if (!row) throw notFound('Collection plan');
        await files.discard(...held);
        return reply.status(204).send();
      },
    );
  };
