import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_METHOD, isSignificant, scoreOf } from '../../contract/aspects';
import type { Database } from '../db/client';
import {
  aspectEvaluations,
  aspectSettings,
  centerAspects,
  centerModules,
  centerPractices,
  environmentalIndicators,
  evaluatedAspects,
  evaluatedPractices,
  goodPracticeAspects,
  goodPracticeEvaluations,
  indicators,
  lifeCycleStages,
  practiceActions,
  zones,
} from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';

/** Stage > zones > seeded catalogue aspect ids (migration aspects_seed). */
const TREE: { stage: string; zones: { name: string; aspects: number[] }[] }[] = [
  {
    stage: 'Recepció de matèries primeres',
    zones: [
      { name: 'Moll de càrrega', aspects: [15, 21, 12] },
      { name: 'Magatzem de productes químics', aspects: [8, 9, 2] },
    ],
  },
  {
    stage: 'Producció',
    zones: [
      { name: 'Reactors', aspects: [1, 6, 19, 20] },
      { name: 'Taller de manteniment', aspects: [13, 14, 8] },
    ],
  },
  { stage: 'Oficines i serveis', zones: [{ name: 'Oficines', aspects: [17, 11, 19, 16] }] },
];

/** One center with the whole tree, every catalogue practice of its aspects, a closed aspect evaluation and a closed good-practice evaluation. */
export async function seedAspectsDemo(tx: Database, centerId: number) {
  await tx.insert(centerModules).values({ centerId, module: 'environmental-aspects', isActive: true });
  await tx.insert(aspectSettings).values({ centerId, method: DEFAULT_METHOD, aspectEvaluationMonths: 12, goodPracticeEvaluationMonths: 6 });
  const centerAspectIds: number[] = [];
  for (const [stageIndex, { stage, zones: stageZones }] of TREE.entries()) {
    const [stageRow] = await tx
      .insert(lifeCycleStages)
      .values({ centerId, name: stage, order: stageIndex + 1 })
      .returning();
    for (const [zoneIndex, zone] of stageZones.entries()) {
      const [zoneRow] = await tx
        .insert(zones)
        .values({ centerId, stageId: stageRow!.id, name: zone.name, order: zoneIndex + 1 })
        .returning();
      const rows = await tx
        .insert(centerAspects)
        .values(zone.aspects.map((aspectId) => ({ centerId, zoneId: zoneRow!.id, aspectId })))
        .returning();
      centerAspectIds.push(...rows.map((row) => row.id));
      for (const row of rows) {
        const links = await tx
          .select({ id: goodPracticeAspects.goodPracticeId })
          .from(goodPracticeAspects)
          .where(eq(goodPracticeAspects.aspectId, row.aspectId));
        if (links.length)
          await tx.insert(centerPractices).values(links.map((link) => ({ centerId, centerAspectId: row.id, goodPracticeId: link.id })));
      }
    }
  }

  // Last year's evaluation, closed with the aspects that reached the threshold as significant.
  const [evaluation] = await tx
    .insert(aspectEvaluations)
    .values({ centerId, date: '2025-03-15', method: DEFAULT_METHOD, isOpen: false })
    .returning();
  const pattern = [
    [3, 3, 2, 2, 2],
    [1, 2, 1, 1, 1],
    [2, 3, 2, 3, 1],
    [1, 1, 2, 1, 1],
    [3, 2, 3, 2, 2],
  ];
  await tx.insert(evaluatedAspects).values(
    centerAspectIds.map((centerAspectId, index) => {
      const [magnitude, frequency, severity, legal, stakeholder] = pattern[index % pattern.length]!;
      const scores = {
        magnitude: magnitude!,
        frequency: frequency!,
        severity: severity!,
        legal_requirement: legal!,
        stakeholder_concern: stakeholder!,
      };
      const score = scoreOf(DEFAULT_METHOD, 'NORMAL', scores);
      return {
        centerId,
        evaluationId: evaluation!.id,
        centerAspectId,
        condition: 'NORMAL',
        scores,
        score,
        isSignificant: isSignificant(DEFAULT_METHOD, 'NORMAL', score),
      };
    }),
  );
  // A chemical spill in the store, scored as an emergency: 3 x 5 = 15.
  await tx.insert(evaluatedAspects).values({
    centerId,
    evaluationId: evaluation!.id,
    centerAspectId: centerAspectIds[3]!,
    condition: 'EMERGENCY',
    scores: { probability: 3, consequence: 5 },
    score: 15,
    isSignificant: true,
    observations: 'Vessament al magatzem de productes químics',
  });

  const [practices] = await tx.insert(goodPracticeEvaluations).values({ centerId, date: '2025-09-20', isOpen: false }).returning();
  const applied = await tx
    .select({ id: centerPractices.id })
    .from(centerPractices)
    .where(and(eq(centerPractices.centerId, centerId), inArray(centerPractices.centerAspectId, centerAspectIds)));
  const states = ['FULFILLED', 'FULFILLED', 'NOT_FULFILLED', 'FULFILLED', 'NOT_APPLICABLE'] as const;
  await tx.insert(evaluatedPractices).values(
    applied.map((row, index) => ({
      centerId,
      evaluationId: practices!.id,
      centerPracticeId: row.id,
      state: states[index % states.length]!,
      comment: states[index % states.length] === 'NOT_FULFILLED' ? 'Cal recordar-ho al personal del torn de nit' : null,
    })),
  );
}

/**
 * After the indicator demo (same center): practice actions on the first two practices found not fulfilled (one open,
 * one closed) and the water indicator linked to every water-consumption aspect of the tree (catalogue aspect 16).
 */
export async function seedAspectLinksDemo(tx: Database, centerId: number) {
  const notFulfilled = await tx
    .select({ id: evaluatedPractices.id, centerPracticeId: evaluatedPractices.centerPracticeId })
    .from(evaluatedPractices)
    .where(and(eq(evaluatedPractices.centerId, centerId), eq(evaluatedPractices.state, 'NOT_FULFILLED')))
    .orderBy(asc(evaluatedPractices.id))
    .limit(2);
  const [open, closed] = notFulfilled;
  if (open)
    await tx.insert(practiceActions).values({
      centerId,
      centerPracticeId: open.centerPracticeId,
      evaluatedPracticeId: open.id,
      description: 'Recordatori al tancament del torn de nit i cartell a la sortida',
      responsible: 'Cap de torn',
      dueDate: addDays(todayInSpain(), 45),
    });
  if (closed)
    await tx.insert(practiceActions).values({
      centerId,
      centerPracticeId: closed.centerPracticeId,
      evaluatedPracticeId: closed.id,
      description: 'Formació del personal de manteniment',
      responsible: 'Recursos humans',
      dueDate: '2025-10-31',
      state: 'CLOSED',
      closingDate: '2025-10-24',
    });
  const [water] = await tx
    .select({ id: indicators.id })
    .from(indicators)
    .where(and(eq(indicators.centerId, centerId), eq(indicators.unit, 'm³/t')))
    .limit(1);
  const waterAspects = await tx
    .select({ id: centerAspects.id })
    .from(centerAspects)
    .where(and(eq(centerAspects.centerId, centerId), eq(centerAspects.aspectId, 16)));
  if (water && waterAspects.length)
    await tx
      .insert(environmentalIndicators)
      .values(waterAspects.map((row) => ({ centerId, centerAspectId: row.id, indicatorId: water.id })));
}
