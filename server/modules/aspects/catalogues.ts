import { eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { aspects, centerAspects, centerPractices, goodPractices, vectors } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { Reference } from '../../lib/wire';
import { bilingualRecord, reference } from '../../lib/language';
import { bilingualValues, bilingualWrite, OrderField } from '../../lib/fields';
import { adminsOnly, everyone } from '../../lib/access';
import { OptionalId } from '../../lib/fields';
import { aspectsOfPractices, linkPracticeAspects, practicesOfAspect, vectorsById } from './catalogue-queries';

const tag = 'Environmental aspects catalogues';
const access = { read: everyone, write: adminsOnly };
const named = { id: Type.Integer(), name: Type.String(), name_spanish: Type.String(), name_catalan: Type.String(), order: Type.Integer() };

export const catalogueRoutes: RegisterModule = (app, context) => {
  registerResource(app, context, {
    path: 'vector',
    name: 'vector',
    tag,
    table: vectors,
    write: Type.Object({ ...bilingualWrite, order: OrderField() }),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0 }),
    present: (rows, request) => rows.map((row) => bilingualRecord(request, row, { order: row.order })),
    schema: Type.Object(named),
    search: [vectors.nameSpanish, vectors.nameCatalan],
    orderings: { order: vectors.order, name_spanish: vectors.nameSpanish, name_catalan: vectors.nameCatalan, id: vectors.id },
    defaultOrdering: 'order',
    access,
    beforeDelete: refuseWhileReferenced('vector', 'aspect', aspects.vectorId),
  });

  registerResource(app, context, {
    path: 'aspect',
    name: 'aspect',
    tag,
    table: aspects,
    write: Type.Object({ ...bilingualWrite, order: OrderField(), vector_id: Type.Integer({ minimum: 1 }) }),
    validate: (db, body) => assertAllExist(db, vectors, [body.vector_id], 'vector_id'),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0, vectorId: body.vector_id }),
    present: async (rows, request) => {
      const parents = await vectorsById(
        context.db,
        rows.map((row) => row.vectorId),
      );
      return rows.map((row) =>
        bilingualRecord(request, row, { order: row.order, vector: reference(request, row.vectorId, parents.get(row.vectorId)!) }),
      );
    },
    schema: Type.Object({ ...named, vector: Reference }),
    search: [aspects.nameSpanish, aspects.nameCatalan],
    orderings: { order: aspects.order, name_spanish: aspects.nameSpanish, name_catalan: aspects.nameCatalan, id: aspects.id },
    defaultOrdering: 'order',
    filters: { query: { vectorId: OptionalId() }, where: (q) => (q.vectorId ? eq(aspects.vectorId, q.vectorId as number) : undefined) },
    access,
    beforeDelete: refuseWhileReferenced('aspect', 'center-aspect', centerAspects.aspectId),
  });

  registerResource(app, context, {
    path: 'good-practice',
    name: 'good-practice',
    tag,
    table: goodPractices,
    write: Type.Object({
      ...bilingualWrite,
      order: OrderField(),
      aspect_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }),
    }),
    validate: (db, body) => assertAllExist(db, aspects, body.aspect_ids, 'aspect_ids'),
    values: (body) => ({ ...bilingualValues(body), order: body.order ?? 0 }),
    afterWrite: (tx, id, body) => linkPracticeAspects(tx, id, body.aspect_ids),
    present: async (rows, request) => {
      const aspectsOf = await aspectsOfPractices(
        context.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => {
        const linked = aspectsOf(row.id);
        return bilingualRecord(request, row, {
          order: row.order,
          aspect_ids: linked.map((aspect) => aspect.id),
          aspects: linked.map((aspect) => reference(request, aspect.id, aspect)),
        });
      });
    },
    schema: Type.Object({ ...named, aspect_ids: Type.Array(Type.Integer()), aspects: Type.Array(Reference) }),
    search: [goodPractices.nameSpanish, goodPractices.nameCatalan],
    orderings: {
      order: goodPractices.order,
      name_spanish: goodPractices.nameSpanish,
      name_catalan: goodPractices.nameCatalan,
      id: goodPractices.id,
    },
    defaultOrdering: 'order',
    filters: {
      query: { aspectId: OptionalId() },
      where: (q) => (q.aspectId ? inArray(goodPractices.id, practicesOfAspect(context.db, q.aspectId as number)) : undefined),
    },
    access,
    beforeDelete: refuseWhileReferenced('good-practice', 'center-practice', centerPractices.goodPracticeId),
  });
};
