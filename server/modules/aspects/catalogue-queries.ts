import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aspects, goodPracticeAspects, vectors } from '../../db/schema';
import { groupBy } from '../../lib/references';

// The SQL of the aspects catalogues (catalogues.ts) beyond their declarations: vectors by id, a practice's aspects.

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

/** The good practice's aspects become `aspectIds` (inside the practice's write transaction). */
export async function linkPracticeAspects(tx: Database, goodPracticeId: number, aspectIds: number[]) {
  await tx.delete(goodPracticeAspects).where(eq(goodPracticeAspects.goodPracticeId, goodPracticeId));
  const ids = [...new Set(aspectIds)];
  if (ids.length) await tx.insert(goodPracticeAspects).values(ids.map((aspectId) => ({ goodPracticeId, aspectId })));
}

/** The aspects each good practice is linked to, by practice id, in catalogue order. */
export async function aspectsOfPractices(db: Database, practiceIds: number[]) {
  const links = practiceIds.length
    ? await db
        .select({ practiceId: goodPracticeAspects.goodPracticeId, aspect: aspects })
        .from(goodPracticeAspects)
        .innerJoin(aspects, eq(aspects.id, goodPracticeAspects.aspectId))
        .where(inArray(goodPracticeAspects.goodPracticeId, practiceIds))
    : [];
  const byPractice = groupBy(links, (link) => link.practiceId);
  return (practiceId: number) =>
    (byPractice.get(practiceId) ?? []).map((link) => link.aspect).sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The good practices linked to an aspect, as a subquery of ids (the list's filter). */
export const practicesOfAspect = (db: Database, aspectId: number) =>
  db.select({ id: goodPracticeAspects.goodPracticeId }).from(goodPracticeAspects).where(eq(goodPracticeAspects.aspectId, aspectId));
