import { eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { aspects, centerAspects, centerPractices, goodPracticeAspects, goodPractices, vectors } from '../../db/schema';
import type { Database } from '../../db/client';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { assertAllExist, groupBy, refuseWhileReferenced } from '../../lib/references';
import { Reference } from '../../lib/wire';
import { bilingualRecord, reference } from '../../lib/language';
import { bilingualValues, bilingualWrite, OrderField } from '../../lib/fields';
import { adminsOnly, everyone } from '../../lib/access';
import { OptionalId } from '../../lib/fields';

const tag = 'Environmental aspects catalogues';
const access = { read: everyone, write: adminsOnly };
const named = { id: Type.Integer(), name: Type.String(), name_spanish: Type.String(), name_catalan: Type.String(), order: Type.Integer() };

export const vectorsById = async (db: Database, ids: number[]) =>
  new Map(
    (ids.length
      ? await db
          .select()
          .from(vectors)
          .where(inArray(vectors.id, [...new Set(ids)]))
      : []
    ).map((row) => [row.id, row]),
  );

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
    afterWrite: async (tx, id, body) => {
      await tx.delete(goodPracticeAspects).where(eq(goodPracticeAspects.goodPracticeId, id));
      const ids = [...new Set(body.aspect_ids)];
      if (ids.length) await tx.insert(goodPracticeAspects).values(ids.map((aspectId) => ({ goodPracticeId: id, aspectId })));
    },
    present: async (rows, request) => {
      const links = rows.length
        ? await context.db
            .select({ practiceId: goodPracticeAspects.goodPracticeId, aspect: aspects })
            .from(goodPracticeAspects)
            .innerJoin(aspects, eq(aspects.id, goodPracticeAspects.aspectId))
            .where(
              inArray(
                goodPracticeAspects.goodPracticeId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      const byPractice = groupBy(links, (link) => link.practiceId);
      return rows.map((row) => {
        const linked = (byPractice.get(row.id) ?? []).map((link) => link.aspect).sort((a, b) => a.order - b.order || a.id - b.id);
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
      where: (q) =>
        q.aspectId
          ? inArray(
              goodPractices.id,
              context.db
                .select({ id: goodPracticeAspects.goodPracticeId })
                .from(goodPracticeAspects)
                .where(eq(goodPracticeAspects.aspectId, q.aspectId as number)),
            )
          : undefined,
    },
    access,
    beforeDelete: refuseWhileReferenced('good-practice', 'center-practice', centerPractices.goodPracticeId),
  });
};
