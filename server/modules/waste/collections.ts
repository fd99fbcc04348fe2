import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { collectionPlans, incidences, residueCollections, residues } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { DateField } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import type { FileService } from '../../lib/files';
import { IdParams } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { pickName } from '../../lib/language';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { centerOfRow, centerVisibleTo } from '../../lib/tenancy';
import { answers, Nullable, NullableText, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { blankToNull, Decimal, everyone, OptionalDecimal, OptionalFile, OptionalText, wasteTenancy, staff, textOrNull } from './fields';

export const residueCollectionRow = { table: residueCollections, noun: 'Residue collection' };
const collectionPlanRow = { table: collectionPlans, noun: 'Collection plan' };

export const UNITS = ['kg', 't', 'l', 'm3', 'unit'] as const;

const CollectionWrite = Type.Object({
  id: Type.Optional(Type.Union([Type.Literal(''), Type.Integer()])),
  collection_plan_id: Type.Integer({ minimum: 1 }),
  date: DateField(),
  quantity: Decimal(),
  unit: Type.Enum([...UNITS]),
  accepted_quantity: OptionalDecimal(),
  refused_quantity: OptionalDecimal(),
  collection_document_number: OptionalText(100),
  collection_document: OptionalFile('identification document (DI): PDF, image or Office document'),
  delivery_note: OptionalFile('delivery note: PDF, image or Office document'),
  observations: OptionalText(),
});
type CollectionInput = Static<typeof CollectionWrite>;

const ResidueRef = Type.Object({ id: Type.Integer(), name: Type.String(), ler_code: Type.String() });
export const CollectionSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  collection_plan_id: Type.Integer(),
  residue: ResidueRef,
  date: Type.String(),
  quantity: Type.String(),
  unit: Type.String(),
  accepted_quantity: NullableText(),
  refused_quantity: NullableText(),
  collection_document_number: NullableText(),
  collection_document: NullableText(),
  delivery_note: NullableText(),
  observations: NullableText(),
  incidence_count: Type.Integer(),
  documents: Type.Object({ collection_document: Type.String(), delivery_note: Type.String() }),
});
export const IncidenceSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  residue_collection_id: Type.Integer(),
  date: Type.String(),
  description: Type.String(),
  file: NullableText(),
});
void Nullable;

const incidenceCount =
  sql<number>`(select count(*) from ${incidences} where ${incidences.residueCollectionId} = ${residueCollections.id})`.mapWith(Number);
const collectionColumns = { collection: getTableColumns(residueCollections), residue: getTableColumns(residues), incidenceCount };
type CollectionLoaded = {
  collection: typeof residueCollections.$inferSelect;
  residue: typeof residues.$inferSelect;
  incidenceCount: number;
};

const state = (needed: boolean, fileId: string | null) => (fileId ? 'present' : needed ? 'missing' : 'not_needed');
export const presentCollection =
  (files: FileService, language: Parameters<typeof pickName>[0]) =>
  ({ collection: row, residue, incidenceCount: incidents }: CollectionLoaded) => ({
    id: row.id,
    center_id: row.centerId,
    collection_plan_id: row.collectionPlanId,
    residue: {
      id: residue.id,
      name: pickName(language, { spanish: residue.nameSpanish, catalan: residue.nameCatalan }),
      ler_code: residue.lerCode,
    },
    date: row.date,
    quantity: row.quantity,
    unit: row.unit,
    accepted_quantity: row.acceptedQuantity,
    refused_quantity: row.refusedQuantity,
    collection_document_number: row.collectionDocumentNumber,
    collection_document: files.url(row.collectionDocumentId),
    delivery_note: files.url(row.deliveryNoteId),
    observations: row.observations,
    incidence_count: incidents,
    documents: {
      collection_document: state(residue.needsCollectionDocument, row.collectionDocumentId),
      delivery_note: state(residue.needsDeliveryNote, row.deliveryNoteId),
    },
  });

/** Quantities in thousandths, so the comparison of decimals is exact. */
const thousandths = (decimal: string | null) => (decimal === null ? 0 : Math.round(Number(decimal) * 1000));

function collectionValues(body: CollectionInput) {
  const accepted = blankToNull(body.accepted_quantity);
  const refused = blankToNull(body.refused_quantity);
  if (thousandths(accepted) + thousandths(refused) > thousandths(body.quantity)) {
    throw badRequest(
      refused !== null ? 'refused_quantity' : 'accepted_quantity',
      'Accepted plus refused cannot exceed the quantity delivered.',
    );
  }
  return {
    date: body.date,
    quantity: body.quantity,
    unit: body.unit,
    acceptedQuantity: accepted,
    refusedQuantity: refused,
    collectionDocumentNumber: textOrNull(body.collection_document_number),
    observations: textOrNull(body.observations),
  };
}

const collectionFiles = (body: CollectionInput) => ({
  collectionDocumentId: { upload: body.collection_document, kinds: DOCUMENT_KINDS },
  deliveryNoteId: { upload: body.delivery_note, kinds: DOCUMENT_KINDS },
});
const isFile = (value: unknown) => typeof value === 'object' && value !== null;

const ListQuery = Type.Object({
  ...listQueryFields,
  centerId: Type.Optional(Type.Integer({ minimum: 1 })),
  collectionPlanId: Type.Optional(Type.Integer({ minimum: 1 })),
  residueId: Type.Optional(Type.Integer({ minimum: 1 })),
  startDate: Type.Optional(DateField()),
  endDate: Type.Optional(DateField()),
});

export const collectionRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Waste: collections'];
  const load = (where: SQL | undefined) =>
    db
      .select({ ...collectionColumns, total: windowCount })
      .from(residueCollections)
      .innerJoin(collectionPlans, eq(collectionPlans.id, residueCollections.collectionPlanId))
      .innerJoin(residues, eq(residues.id, collectionPlans.residueId))
      .where(where)
      .$dynamic();
  const readOne = async (request: Parameters<typeof currentUser>[0], id: number) => {
    const [row] = await load(and(eq(residueCollections.id, id), centerVisibleTo(currentUser(request), residueCollections.centerId)));
    if (!row) throw notFound('Residue collection');
    return presentCollection(files, request.language)(row);
  };

  app.get(
    '/api/residue-collection',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: ListQuery, response: answers(PageOf(CollectionSchema)) },
    },
    async (request) => {
      const q = request.query;
      const where = and(
        centerVisibleTo(currentUser(request), residueCollections.centerId),
        q.centerId ? eq(residueCollections.centerId, q.centerId) : undefined,
        q.collectionPlanId ? eq(residueCollections.collectionPlanId, q.collectionPlanId) : undefined,
        q.residueId ? eq(collectionPlans.residueId, q.residueId) : undefined,
        q.startDate ? sql`${residueCollections.date} >= ${q.startDate}` : undefined,
        q.endDate ? sql`${residueCollections.date} <= ${q.endDate}` : undefined,
      );
      return paginateCounted(
        request,
        pageWindow(q),
        (limit, offset) => load(where).orderBy(desc(residueCollections.date), desc(residueCollections.id)).limit(limit).offset(offset),
        (rows) => rows.map(presentCollection(files, request.language)),
        () =>
          db.$count(
            db
              .select({ id: residueCollections.id })
              .from(residueCollections)
              .innerJoin(collectionPlans, eq(collectionPlans.id, residueCollections.collectionPlanId))
              .where(where)
              .as('collections'),
          ),
      );
    },
  );

  app.get(
    '/api/residue-collection/:id',
    {
      config: { access: everyone, tenancy: wasteTenancy.row(residueCollectionRow, 'read') },
      schema: { tags, params: IdParams, response: answers(CollectionSchema) },
    },
    (request) => readOne(request, request.params.id),
  );

  app.post(
    '/api/residue-collection',
    {
      config: {
        access: staff,
        tenancy: wasteTenancy.row(collectionPlanRow, 'write', { key: 'collection_plan_id', in: 'body', readsInQuery: false }),
      },
      schema: { tags, ...formBody(CollectionWrite) },
    },
    async (request, reply) => {
      const body = request.body;
      const values = collectionValues(body);
      const centerId = await centerOfRow(db, collectionPlans, body.collection_plan_id);
      if (centerId === undefined) throw notFound('Collection plan');
      const row = await files.saveEach(
        collectionFiles(body),
        async (tx, fileIds) =>
          (
            await tx
              .insert(residueCollections)
              .values({ ...values, ...fileIds, centerId, collectionPlanId: body.collection_plan_id })
              .returning()
          )[0]!,
      );
      return reply.status(201).send(await readOne(request, row.id));
    },
  );

  app.put(
    '/api/residue-collection/:id',
    {
      config: { access: staff, tenancy: wasteTenancy.row(residueCollectionRow, 'write') },
      schema: { tags, params: IdParams, ...formBody(CollectionWrite) },
    },
    async (request) => {
      const body = request.body;
      const [before] = await db.select().from(residueCollections).where(eq(residueCollections.id, request.params.id));
      if (!before) throw notFound('Residue collection');
      if (body.collection_plan_id !== before.collectionPlanId)
        throw badRequest('collection_plan_id', 'A collection cannot move to another plan.');
      const values = collectionValues(body);
      await files.saveEach(collectionFiles(body), (tx, fileIds) =>
        tx
          .update(residueCollections)
          .set({ ...values, ...fileIds, updatedAt: sql`now()` })
          .where(eq(residueCollections.id, before.id)),
      );
      await files.discard(
        ...(isFile(body.collection_document) ? [before.collectionDocumentId] : []),
        ...(isFile(body.delivery_note) ? [before.deliveryNoteId] : []),
      );
      return readOne(request, before.id);
    },
  );

  app.delete(
    '/api/residue-collection/:id',
    { config: { access: staff, tenancy: wasteTenancy.row(residueCollectionRow, 'write') }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const held = await files.heldBy(residueCollections, residueCollections.id, request.params.id);
      const [row] = await writeTransaction(db, (tx) =>
        tx.delete(residueCollections).where(eq(residueCollections.id, request.params.id)).returning(),
      );
      if (!row) throw notFound('Residue collection');
      await files.discard(...held);
      return reply.status(204).send();
    },
  );
};
