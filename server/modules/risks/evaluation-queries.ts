import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import {
  levelOf,
  OPPORTUNITY_TREATMENTS,
  RISK_TREATMENTS,
  type ConsequenceType,
  type Level,
  type MatrixSettings,
  type ReviewStatus,
} from '../../../contract/risks';
import type { Database } from '../../db/client';
import {
  improvementActions,
  riskConsequences,
  riskEvaluationRounds,
  riskEvaluations,
  riskMatrices,
  riskProcesses,
  riskProcessQuestions,
  riskQuestions,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { dateOrNull, todayInSpain } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { textOrNull } from '../../lib/fields';
import { pickName, type Language } from '../../lib/language';
import { windowCount } from '../../lib/paging';
import { matrixOf } from './route-config';
import type { ConsequenceQuery, EvaluationInput, EvaluationQuery, MatrixWrite } from './schemas';

// The SQL of the center's risk module (evaluation-routes.ts): the matrix, the consequences, the rounds and the evaluations.

export type Row = {
  evaluation: typeof riskEvaluations.$inferSelect;
  year: number;
  process: string;
  consequence: typeof riskConsequences.$inferSelect;
  question: typeof riskQuestions.$inferSelect;
  openActions: number;
};

const openActions =
  sql<number>`(select count(*) from ${improvementActions} where ${improvementActions.sourceTable} = 'risk_evaluation' and ${improvementActions.sourceId} = ${riskEvaluations.id} and ${improvementActions.status} <> 'CLOSED')`.mapWith(
    Number,
  );

/** Present evaluations with the levels of the center's matrix (levels follow the matrix when it changes). */
export function presentEvaluation(matrix: MatrixSettings, language: Language, row: Row) {
  const { evaluation: e, consequence, question } = row;
  const type = consequence.type as ConsequenceType;
  const residual =
    e.residualProbability !== null && e.residualImpact !== null ? levelOf(matrix, type, e.residualProbability, e.residualImpact) : null;
  return {
    id: e.id,
    center_id: e.centerId,
    round: { id: e.roundId, year: row.year },
    process: { id: e.processId, name: row.process },
    consequence: {
      id: consequence.id,
      name: pickName(language, { spanish: consequence.nameSpanish, catalan: consequence.nameCatalan }),
      type,
    },
    question: { id: question.id, name: pickName(language, { spanish: question.nameSpanish, catalan: question.nameCatalan }) },
    probability: e.probability,
    impact: e.impact,
    inherent: levelOf(matrix, type, e.probability, e.impact),
    treatment: e.treatment,
    planned_action: e.plannedAction,
    responsible: e.responsible,
    due_date: e.dueDate,
    residual_probability: e.residualProbability,
    residual_impact: e.residualImpact,
    residual,
    review_status: e.reviewStatus as ReviewStatus,
    previous_evaluation_id: e.previousEvaluationId,
    open_actions: row.openActions,
  };
}

const rowFields = {
  evaluation: riskEvaluations,
  year: riskEvaluationRounds.year,
  process: riskProcesses.name,
  consequence: riskConsequences,
  question: riskQuestions,
  openActions,
};
/** The evaluations with their round, process, consequence and question: one statement; `total` is the window count. */
const selectRows = (db: Database, where: SQL | undefined) =>
  db
    .select({ ...rowFields, total: windowCount })
    .from(riskEvaluations)
    .innerJoin(riskEvaluationRounds, eq(riskEvaluationRounds.id, riskEvaluations.roundId))
    .innerJoin(riskProcesses, eq(riskProcesses.id, riskEvaluations.processId))
    .innerJoin(riskConsequences, eq(riskConsequences.id, riskEvaluations.consequenceId))
    .innerJoin(riskQuestions, eq(riskQuestions.id, riskConsequences.questionId))
    .where(where);

/** The center's newest round (the current evaluation set), if any. */
export async function currentRound(db: Database, centerId: number) {
  const [round] = await db
    .select()
    .from(riskEvaluationRounds)
    .where(eq(riskEvaluationRounds.centerId, centerId))
    .orderBy(desc(riskEvaluationRounds.year))
    .limit(1);
  return round;
}

/** The SQL score of an evaluation (see contract/risks.ts scoreOf), for the level filter. */
const scoreSql = (size: number) =>
  sql`case when ${riskConsequences.type} = 'OPPORTUNITY' then ${riskEvaluations.probability} * (${size + 1} - ${riskEvaluations.impact}) else ${riskEvaluations.probability} * ${riskEvaluations.impact} end`;
const levelCondition = (matrix: MatrixSettings, level: Level | undefined): SQL | undefined => {
  if (!level) return undefined;
  const score = scoreSql(matrix.size);
  if (level === 'HIGH') return sql`${score} >= ${matrix.high_from}`;
  if (level === 'MEDIUM') return sql`${score} >= ${matrix.medium_from} and ${score} < ${matrix.high_from}`;
  return sql`${score} < ${matrix.medium_from}`;
};

// ---- The matrix ----

/** Saves the center's matrix (400 when its levels are out of order or it is smaller than a score of the current round). */
export async function saveMatrix(db: Database, centerId: number, body: Static<typeof MatrixWrite>) {
  if (body.medium_from >= body.high_from) throw badRequest('high_from', 'risks.highAboveMedium');
  if (body.high_from > body.size * body.size) throw badRequest('high_from', 'risks.highAtMost', { max: body.size * body.size });
  const round = await currentRound(db, centerId);
  if (round) {
    const [largest] = await db
      .select({
        value:
          sql<number>`coalesce(max(greatest(${riskEvaluations.probability}, ${riskEvaluations.impact}, coalesce(${riskEvaluations.residualProbability}, 0), coalesce(${riskEvaluations.residualImpact}, 0))), 0)`.mapWith(
            Number,
          ),
      })
      .from(riskEvaluations)
      .where(eq(riskEvaluations.roundId, round.id));
    if ((largest?.value ?? 0) > body.size) throw badRequest('size', 'risks.matrixTooSmall', { value: largest!.value });
  }
  const values = {
    size: body.size,
    mediumFrom: body.medium_from,
    highFrom: body.high_from,
    lowColour: body.low_colour,
    mediumColour: body.medium_colour,
    highColour: body.high_colour,
    lowLabel: body.low_label.trim(),
    mediumLabel: body.medium_label.trim(),
    highLabel: body.high_label.trim(),
  };
  await writeTransaction(db, (tx) =>
    tx
      .insert(riskMatrices)
      .values({ centerId, ...values })
      .onConflictDoUpdate({ target: riskMatrices.centerId, set: { ...values, updatedAt: sql`now()` } }),
  );
}

/** How many current evaluations fall in each cell of the matrix (inherent probability x impact). */
export async function matrixCells(db: Database, centerId: number, query: { roundId?: number | null; type?: 'RISK' | 'OPPORTUNITY' }) {
  const roundId = query.roundId ?? (await currentRound(db, centerId))?.id ?? 0;
  const cells = await db
    .select({ probability: riskEvaluations.probability, impact: riskEvaluations.impact, count: sql<number>`count(*)`.mapWith(Number) })
    .from(riskEvaluations)
    .innerJoin(riskConsequences, eq(riskConsequences.id, riskEvaluations.consequenceId))
    .where(
      and(
        eq(riskEvaluations.centerId, centerId),
        eq(riskEvaluations.roundId, roundId),
        query.type ? eq(riskConsequences.type, query.type) : undefined,
      ),
    )
    .groupBy(riskEvaluations.probability, riskEvaluations.impact);
  return { round_id: roundId || null, cells };
}

// ---- Consequences that apply to the center's processes (from their configured questions) ----

export const consequencesWhere = (centerId: number, query: Static<typeof ConsequenceQuery>) =>
  and(eq(riskProcessQuestions.centerId, centerId), query.processId ? eq(riskProcessQuestions.processId, query.processId) : undefined);

export const consequencePage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  db
    .select({
      consequence: riskConsequences,
      question: riskQuestions,
      processId: riskProcesses.id,
      processName: riskProcesses.name,
      total: windowCount,
    })
    .from(riskProcessQuestions)
    .innerJoin(riskProcesses, eq(riskProcesses.id, riskProcessQuestions.processId))
    .innerJoin(riskQuestions, eq(riskQuestions.id, riskProcessQuestions.questionId))
    .innerJoin(riskConsequences, eq(riskConsequences.questionId, riskQuestions.id))
    .where(where)
    .orderBy(asc(riskProcesses.name), asc(riskProcesses.id), asc(riskConsequences.id))
    .limit(limit)
    .offset(offset);

export const countConsequences = async (db: Database, where: SQL | undefined) =>
  (
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(riskProcessQuestions)
      .innerJoin(riskConsequences, eq(riskConsequences.questionId, riskProcessQuestions.questionId))
      .where(where)
  )[0]!.n;

// ---- Rounds (evaluation sets) and the yearly re-evaluation ----

/** The center's rounds, newest (the current one) first, with how many evaluations each holds per review status. */
export async function presentRounds(db: Database, centerId: number) {
  const rounds = await db
    .select()
    .from(riskEvaluationRounds)
    .where(eq(riskEvaluationRounds.centerId, centerId))
    .orderBy(desc(riskEvaluationRounds.year));
  const counts = await db
    .select({ roundId: riskEvaluations.roundId, status: riskEvaluations.reviewStatus, n: sql<number>`count(*)`.mapWith(Number) })
    .from(riskEvaluations)
    .where(eq(riskEvaluations.centerId, centerId))
    .groupBy(riskEvaluations.roundId, riskEvaluations.reviewStatus);
  return rounds.map((round, index) => ({
    id: round.id,
    center_id: round.centerId,
    year: round.year,
    previous_round_id: round.previousRoundId,
    is_current: index === 0,
    counts: Object.fromEntries(counts.filter((count) => count.roundId === round.id).map((count) => [count.status, count.n])),
  }));
}

/** One step: the new round with a copy of every evaluation of the last one, PENDING until reviewed (400 unless a later year). */
export async function createRound(db: Database, centerId: number, year: number) {
  const last = await currentRound(db, centerId);
  if (last && year <= last.year) throw badRequest('year', 'risks.laterYear', { year: last.year });
  return writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(riskEvaluationRounds)
      .values({ centerId, year, previousRoundId: last?.id ?? null })
      .returning();
    if (last) {
      await tx.execute(sql`insert into ${riskEvaluations} (center_id, round_id, process_id, consequence_id, probability, impact, treatment, planned_action, responsible, due_date, residual_probability, residual_impact, review_status, previous_evaluation_id)
      select center_id, ${created!.id}, process_id, consequence_id, probability, impact, treatment, planned_action, responsible, due_date, residual_probability, residual_impact, 'PENDING', id
      from ${riskEvaluations} where round_id = ${last.id} order by id`);
    }
    return created!;
  });
}

// ---- Evaluations ----

/** The list's filters; the current round unless one is named. */
export async function evaluationsWhere(db: Database, centerId: number, q: Static<typeof EvaluationQuery>, matrix: MatrixSettings) {
  const roundId = q.roundId ?? (await currentRound(db, centerId))?.id ?? 0;
  return and(
    eq(riskEvaluations.centerId, centerId),
    eq(riskEvaluations.roundId, roundId),
    q.processId ? eq(riskEvaluations.processId, q.processId) : undefined,
    q.consequenceId ? eq(riskEvaluations.consequenceId, q.consequenceId) : undefined,
    q.probability ? eq(riskEvaluations.probability, q.probability) : undefined,
    q.impact ? eq(riskEvaluations.impact, q.impact) : undefined,
    q.type ? eq(riskConsequences.type, q.type) : undefined,
    levelCondition(matrix, q.level),
  );
}

/** The spreadsheet's batches: rows after an id, in id order. */
export const evaluationsAfter = (db: Database, where: SQL | undefined) => async (afterId: number, limit: number) =>
  (
    await selectRows(db, and(where, gt(riskEvaluations.id, afterId)))
      .orderBy(riskEvaluations.id)
      .limit(limit)
  ).map((row) => ({ ...row, id: row.evaluation.id }));

export const evaluationPage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  selectRows(db, where).orderBy(asc(riskProcesses.name), asc(riskEvaluations.id)).limit(limit).offset(offset);

export const countEvaluations = async (db: Database, where: SQL | undefined) =>
  (
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(riskEvaluations)
      .innerJoin(riskConsequences, eq(riskConsequences.id, riskEvaluations.consequenceId))
      .where(where)
  )[0]!.n;

export async function readEvaluation(db: Database, id: number, language: Language) {
  const [row] = await selectRows(db, eq(riskEvaluations.id, id));
  if (!row) throw notFound('risk-evaluation');
  return presentEvaluation(await matrixOf(db, row.evaluation.centerId), language, row);
}

/** The rules of spec "Rules and bad input": scores inside the matrix, a consequence the process's questions give. */
async function validate(db: Database, centerId: number, body: EvaluationInput) {
  const matrix = await matrixOf(db, centerId);
  for (const field of ['probability', 'impact', 'residual_probability', 'residual_impact'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && value > matrix.size) throw badRequest(field, 'risks.outOfMatrix', { size: matrix.size });
  }
  if ((body.residual_probability == null) !== (body.residual_impact == null))
    throw badRequest(body.residual_probability == null ? 'residual_probability' : 'residual_impact', 'risks.bothResidual');
  const [process] = await db
    .select({ id: riskProcesses.id })
    .from(riskProcesses)
    .where(and(eq(riskProcesses.id, body.process_id), eq(riskProcesses.centerId, centerId)));
  if (!process) throw badRequest('process_id', 'risks.noProcess');
  const [consequence] = await db
    .select({ type: riskConsequences.type, questionId: riskConsequences.questionId })
    .from(riskConsequences)
    .where(eq(riskConsequences.id, body.consequence_id));
  if (!consequence) throw badRequest('consequence_id', 'risks.noConsequence');
  const configured = await db.$count(
    riskProcessQuestions,
    and(eq(riskProcessQuestions.processId, body.process_id), eq(riskProcessQuestions.questionId, consequence.questionId)),
  );
  if (!configured) throw badRequest('consequence_id', 'risks.questionNotConfigured');
  if (body.treatment) {
    const allowed: readonly string[] = consequence.type === 'OPPORTUNITY' ? OPPORTUNITY_TREATMENTS : RISK_TREATMENTS;
    if (!allowed.includes(body.treatment))
      throw badRequest('treatment', consequence.type === 'OPPORTUNITY' ? 'risks.treatedWith.OPPORTUNITY' : 'risks.treatedWith.RISK', {
        allowed: allowed.join(', '),
      });
  }
}

const valuesOf = (body: EvaluationInput) => ({
  probability: body.probability,
  impact: body.impact,
  treatment: body.treatment ?? null,
  plannedAction: textOrNull(body.planned_action),
  responsible: textOrNull(body.responsible),
  dueDate: dateOrNull(body.due_date),
  residualProbability: body.residual_probability ?? null,
  residualImpact: body.residual_impact ?? null,
});

/** A new evaluation in the current round (opened this year when the center has none); 409 when the pair is already evaluated. */
export async function createEvaluation(db: Database, centerId: number, body: EvaluationInput) {
  await validate(db, centerId, body);
  return writeTransaction(db, async (tx) => {
    let round = await currentRound(tx, centerId);
    if (!round)
      [round] = await tx
        .insert(riskEvaluationRounds)
        .values({ centerId, year: Number(todayInSpain().slice(0, 4)) })
        .returning();
    const [existing] = await tx
      .select({ id: riskEvaluations.id })
      .from(riskEvaluations)
      .where(
        and(
          eq(riskEvaluations.roundId, round!.id),
          eq(riskEvaluations.processId, body.process_id),
          eq(riskEvaluations.consequenceId, body.consequence_id),
        ),
      );
    if (existing) throw conflict('risks.alreadyEvaluated', 'conflict', { consequence_id: 'risks.alreadyEvaluatedField' });
    const [row] = await tx
      .insert(riskEvaluations)
      .values({
        centerId,
        roundId: round!.id,
        processId: body.process_id,
        consequenceId: body.consequence_id,
        ...valuesOf(body),
        reviewStatus: 'NEW',
      })
      .returning({ id: riskEvaluations.id });
    return row!.id;
  });
}

/** An edit: process and consequence stay; the review status follows what changed. */
export async function updateEvaluation(db: Database, id: number, body: EvaluationInput) {
  const [before] = await db.select().from(riskEvaluations).where(eq(riskEvaluations.id, id));
  if (!before) throw notFound('risk-evaluation');
  if (body.process_id !== before.processId) throw badRequest('process_id', 'risks.staysWithProcess');
  if (body.consequence_id !== before.consequenceId) throw badRequest('consequence_id', 'risks.staysWithConsequence');
  await validate(db, before.centerId, body);
  const values = valuesOf(body);
  // A copied evaluation saved without changes is confirmed UNCHANGED; with changes it is MODIFIED; NEW stays NEW.
  const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== before[key]);
  const reviewStatus = before.reviewStatus === 'NEW' ? 'NEW' : changed || before.reviewStatus === 'MODIFIED' ? 'MODIFIED' : 'UNCHANGED';
  await writeTransaction(db, (tx) =>
    tx
      .update(riskEvaluations)
      .set({ ...values, reviewStatus, updatedAt: sql`now()` })
      .where(eq(riskEvaluations.id, id)),
  );
}

export const deleteEvaluation = (db: Database, id: number) =>
  writeTransaction(db, (tx) => tx.delete(riskEvaluations).where(eq(riskEvaluations.id, id)));
