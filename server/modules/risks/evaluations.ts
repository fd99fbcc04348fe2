import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
  levelOf,
  LEVELS,
  TREATMENTS,
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
import type { RegisterModule } from '../../lib/api';
import { dateOrNull, OptionalDate, todayInSpain } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { CenterParams, IdParams, OptionalId, OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { pickName, type Language } from '../../lib/language';
import { inBatches, listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, Nullable, NullableDate, NullableText, PageOf, Reference } from '../../lib/wire';
import { inCenter, matrixOf, ownRow, RISK_MODULE } from './route-config';

const evaluationRow = { table: riskEvaluations, name: 'risk-evaluation' } as const;

const tags = ['Risks and opportunities'];
const Colour = () => Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Score = () => Type.Integer({ minimum: 1, maximum: 6, description: 'a row or column of the center matrix (1..size)' });

const MatrixWrite = Type.Object({
  size: Type.Integer({ minimum: 2, maximum: 6 }),
  medium_from: Type.Integer({ minimum: 2, maximum: 36 }),
  high_from: Type.Integer({ minimum: 3, maximum: 36 }),
  low_colour: Colour(),
  medium_colour: Colour(),
  high_colour: Colour(),
  low_label: RequiredText(60),
  medium_label: RequiredText(60),
  high_label: RequiredText(60),
});
const MatrixSchema = Type.Object({
  ...MatrixWrite.properties,
  size: Type.Integer(),
  medium_from: Type.Integer(),
  high_from: Type.Integer(),
  low_colour: Type.String(),
  medium_colour: Type.String(),
  high_colour: Type.String(),
  is_default: Type.Boolean(),
});

const EvaluationWrite = Type.Object({
  process_id: Type.Integer({ minimum: 1 }),
  consequence_id: Type.Integer({ minimum: 1 }),
  probability: Score(),
  impact: Score(),
  treatment: Type.Optional(Type.Union([Type.Enum([...TREATMENTS]), Type.Null()])),
  planned_action: OptionalText(),
  responsible: OptionalText(200),
  due_date: OptionalDate(),
  residual_probability: Type.Optional(Type.Union([Score(), Type.Null()])),
  residual_impact: Type.Optional(Type.Union([Score(), Type.Null()])),
});
type EvaluationInput = Static<typeof EvaluationWrite>;

const Assessment = Type.Object({ score: Type.Integer(), level: Type.String() });
const EvaluationSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  round: Type.Object({ id: Type.Integer(), year: Type.Integer() }),
  process: Reference,
  consequence: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
  question: Reference,
  probability: Type.Integer(),
  impact: Type.Integer(),
  inherent: Assessment,
  treatment: NullableText(),
  planned_action: NullableText(),
  responsible: NullableText(),
  due_date: NullableDate(),
  residual_probability: Nullable(Type.Integer()),
  residual_impact: Nullable(Type.Integer()),
  residual: Nullable(Assessment),
  review_status: Type.String(),
  previous_evaluation_id: Nullable(Type.Integer()),
  open_actions: Type.Integer(),
});
const EvaluationQuery = Type.Object({
  ...listQueryFields,
  roundId: OptionalId(),
  processId: OptionalId(),
  consequenceId: OptionalId(),
  probability: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  impact: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  level: Type.Optional(Type.Enum([...LEVELS])),
  type: Type.Optional(Type.Enum(['RISK', 'OPPORTUNITY'])),
});

type Row = {
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

export const evaluationRoutes: RegisterModule = (app, { db }) => {
  const module = '/api/risk-opportunity-module/:centerId';

  // ---- The matrix ----
  app.get(
    `${module}/matrix`,
    { config: inCenter('read', RISK_MODULE), schema: { tags, params: CenterParams, response: answers(MatrixSchema) } },
    (request) => matrixOf(db, request.params.centerId),
  );

  app.put(
    `${module}/matrix`,
    { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: MatrixWrite } },
    async (request) => {
      const body = request.body;
      const centerId = request.params.centerId;
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
      return matrixOf(db, centerId);
    },
  );

  // ---- Consequences that apply to the center's processes (from their configured questions) ----
  const CenterConsequence = Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    question: Reference,
    process: Reference,
    center_id: Type.Integer(),
  });
  const ConsequenceQuery = Type.Object({ processId: OptionalId(), page: listQueryFields.page, pageSize: listQueryFields.pageSize });
  app.get(
    `${module}/consequence`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: { tags, params: CenterParams, querystring: ConsequenceQuery, response: answers(PageOf(CenterConsequence)) },
    },
    async (request) => {
      const centerId = request.params.centerId;
      const where = and(
        eq(riskProcessQuestions.centerId, centerId),
        request.query.processId ? eq(riskProcessQuestions.processId, request.query.processId) : undefined,
      );
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
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
            .offset(offset),
        (rows) =>
          rows.map((row) => ({
            id: row.consequence.id,
            name: pickName(request.language, { spanish: row.consequence.nameSpanish, catalan: row.consequence.nameCatalan }),
            type: row.consequence.type,
            question: {
              id: row.question.id,
              name: pickName(request.language, { spanish: row.question.nameSpanish, catalan: row.question.nameCatalan }),
            },
            process: { id: row.processId, name: row.processName },
            center_id: centerId,
          })),
        async () =>
          (
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(riskProcessQuestions)
              .innerJoin(riskConsequences, eq(riskConsequences.questionId, riskProcessQuestions.questionId))
              .where(where)
          )[0]!.n,
      );
    },
  );

  // ---- Rounds (evaluation sets) and the yearly re-evaluation ----
  const RoundSchema = Type.Object({
    id: Type.Integer(),
    center_id: Type.Integer(),
    year: Type.Integer(),
    previous_round_id: Nullable(Type.Integer()),
    is_current: Type.Boolean(),
    counts: Type.Record(Type.String(), Type.Integer()),
  });
  const presentRounds = async (centerId: number) => {
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
  };
  app.get(
    `${module}/round`,
    { config: inCenter('read', RISK_MODULE), schema: { tags, params: CenterParams, response: answers(PageOf(RoundSchema)) } },
    async (request) => {
      const results = await presentRounds(request.params.centerId);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    `${module}/round`,
    {
      config: inCenter('write', RISK_MODULE),
      schema: { tags, params: CenterParams, body: Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) }) },
    },
    async (request, reply) => {
      const centerId = request.params.centerId;
      const year = request.body.year;
      const last = await currentRound(db, centerId);
      if (last && year <= last.year) throw badRequest('year', 'risks.laterYear', { year: last.year });
      // One step: the new round with a copy of every evaluation of the last one, PENDING until reviewed.
      const round = await writeTransaction(db, async (tx) => {
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
      const rounds = await presentRounds(centerId);
      return reply.status(201).send(rounds.find((r) => r.id === round.id));
    },
  );

  // ---- Evaluations ----
  const whereOf = async (centerId: number, q: Static<typeof EvaluationQuery>, matrix: MatrixSettings) => {
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
  };

  app.get(
    `${module}/evaluation`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: { tags, params: CenterParams, querystring: EvaluationQuery, response: answers(PageOf(EvaluationSchema)) },
    },
    async (request, reply) => {
      const centerId = request.params.centerId;
      const matrix = await matrixOf(db, centerId);
      const where = await whereOf(centerId, request.query, matrix);
      const present = (rows: Row[]) => rows.map((row) => presentEvaluation(matrix, request.language, row));
      if (request.query.format === 'xlsx') {
        type Item = ReturnType<typeof presentEvaluation>;
        const label = (level: string | undefined) =>
          level === 'HIGH' ? matrix.high_label : level === 'MEDIUM' ? matrix.medium_label : level === 'LOW' ? matrix.low_label : null;
        const rows = inBatches(
          async (afterId, limit) =>
            (
              await selectRows(db, and(where, gt(riskEvaluations.id, afterId)))
                .orderBy(riskEvaluations.id)
                .limit(limit)
            ).map((row) => ({ ...row, id: row.evaluation.id })),
          (batch) => present(batch),
        );
        const f = (key: string) => `risks.fields.${key}`;
        return sendSpreadsheet<Item>(reply, {
          name: 'risks-opportunities',
          title: 'spreadsheet.files.risks',
          language: request.language,
          rows,
          columns: [
            { header: f('year'), fallback: 'Year', value: (e) => e.round.year, width: 8 },
            { header: f('process'), fallback: 'Process', value: (e) => e.process.name, width: 30 },
            { header: f('question'), fallback: 'Question', value: (e) => e.question.name, width: 40 },
            { header: f('consequence'), fallback: 'Consequence', value: (e) => e.consequence.name, width: 40 },
            {
              header: f('type'),
              fallback: 'Type',
              value: (e) => e.consequence.type,
              width: 14,
              kind: { kind: 'state', labels: 'risks.types' },
            },
            { header: f('probability'), fallback: 'Probability / value', value: (e) => e.probability, width: 10 },
            { header: f('impact'), fallback: 'Impact / effort', value: (e) => e.impact, width: 10 },
            { header: f('inherent_score'), fallback: 'Inherent score', value: (e) => e.inherent.score, width: 10 },
            { header: f('inherent_level'), fallback: 'Inherent level', value: (e) => label(e.inherent.level), width: 12 },
            {
              header: f('treatment'),
              fallback: 'Treatment',
              value: (e) => e.treatment,
              width: 14,
              kind: { kind: 'state', labels: 'risks.treatments' },
            },
            { header: f('planned_action'), fallback: 'Planned action', value: (e) => e.planned_action, width: 40 },
            { header: f('responsible'), fallback: 'Responsible', value: (e) => e.responsible, width: 20 },
            {
              header: f('due_date'),
              fallback: 'Due date',
              value: (e) => (e.due_date ? new Date(`${e.due_date}T00:00:00Z`) : null),
              width: 12,
            },
            { header: f('residual_score'), fallback: 'Residual score', value: (e) => e.residual?.score ?? null, width: 10 },
            { header: f('residual_level'), fallback: 'Residual level', value: (e) => label(e.residual?.level), width: 12 },
            {
              header: f('review_status'),
              fallback: 'Review',
              value: (e) => e.review_status,
              width: 12,
              kind: { kind: 'state', labels: 'risks.review' },
            },
          ],
        });
      }
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) => selectRows(db, where).orderBy(asc(riskProcesses.name), asc(riskEvaluations.id)).limit(limit).offset(offset),
        (rows) => present(rows),
        async () =>
          (
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(riskEvaluations)
              .innerJoin(riskConsequences, eq(riskConsequences.id, riskEvaluations.consequenceId))
              .where(where)
          )[0]!.n,
      );
    },
  );

  // The matrix view: how many current evaluations fall in each cell (inherent probability x impact).
  const CellsQuery = Type.Object({ roundId: OptionalId(), type: Type.Optional(Type.Enum(['RISK', 'OPPORTUNITY'])) });
  app.get(
    `${module}/matrix-counts`,
    {
      config: inCenter('read', RISK_MODULE),
      schema: {
        tags,
        params: CenterParams,
        querystring: CellsQuery,
        response: answers(
          Type.Object({
            round_id: Nullable(Type.Integer()),
            cells: Type.Array(Type.Object({ probability: Type.Integer(), impact: Type.Integer(), count: Type.Integer() })),
          }),
        ),
      },
    },
    async (request) => {
      const centerId = request.params.centerId;
      const roundId = request.query.roundId ?? (await currentRound(db, centerId))?.id ?? 0;
      const cells = await db
        .select({ probability: riskEvaluations.probability, impact: riskEvaluations.impact, count: sql<number>`count(*)`.mapWith(Number) })
        .from(riskEvaluations)
        .innerJoin(riskConsequences, eq(riskConsequences.id, riskEvaluations.consequenceId))
        .where(
          and(
            eq(riskEvaluations.centerId, centerId),
            eq(riskEvaluations.roundId, roundId),
            request.query.type ? eq(riskConsequences.type, request.query.type) : undefined,
          ),
        )
        .groupBy(riskEvaluations.probability, riskEvaluations.impact);
      return { round_id: roundId || null, cells };
    },
  );

  const readOne = async (id: number, language: Language) => {
    const [row] = await selectRows(db, eq(riskEvaluations.id, id));
    if (!row) throw notFound('risk-evaluation');
    return presentEvaluation(await matrixOf(db, row.evaluation.centerId), language, row);
  };

  /** The rules of spec "Rules and bad input": scores inside the matrix, a consequence the process's questions give. */
  const validate = async (centerId: number, body: EvaluationInput) => {
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
  };
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

  app.post(
    `${module}/evaluation`,
    { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: EvaluationWrite } },
    async (request, reply) => {
      const centerId = request.params.centerId;
      await validate(centerId, request.body);
      const id = await writeTransaction(db, async (tx) => {
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
              eq(riskEvaluations.processId, request.body.process_id),
              eq(riskEvaluations.consequenceId, request.body.consequence_id),
            ),
          );
        if (existing) throw conflict('risks.alreadyEvaluated', 'conflict', { consequence_id: 'risks.alreadyEvaluatedField' });
        const [row] = await tx
          .insert(riskEvaluations)
          .values({
            centerId,
            roundId: round!.id,
            processId: request.body.process_id,
            consequenceId: request.body.consequence_id,
            ...valuesOf(request.body),
            reviewStatus: 'NEW',
          })
          .returning({ id: riskEvaluations.id });
        return row!.id;
      });
      return reply.status(201).send(await readOne(id, request.language));
    },
  );

  app.get(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(EvaluationSchema) } },
    (request) => readOne(request.params.id, request.language),
  );

  app.put(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: EvaluationWrite } },
    async (request) => {
      const [before] = await db.select().from(riskEvaluations).where(eq(riskEvaluations.id, request.params.id));
      if (!before) throw notFound('risk-evaluation');
      if (request.body.process_id !== before.processId) throw badRequest('process_id', 'risks.staysWithProcess');
      if (request.body.consequence_id !== before.consequenceId) throw badRequest('consequence_id', 'risks.staysWithConsequence');
      await validate(before.centerId, request.body);
      const values = valuesOf(request.body);
      // A copied evaluation saved without changes is confirmed UNCHANGED; with changes it is MODIFIED; NEW stays NEW.
      const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== before[key]);
      const reviewStatus = before.reviewStatus === 'NEW' ? 'NEW' : changed || before.reviewStatus === 'MODIFIED' ? 'MODIFIED' : 'UNCHANGED';
      await writeTransaction(db, (tx) =>
        tx
          .update(riskEvaluations)
          .set({ ...values, reviewStatus, updatedAt: sql`now()` })
          .where(eq(riskEvaluations.id, request.params.id)),
      );
      return readOne(request.params.id, request.language);
    },
  );

  app.delete(
    '/api/risk-evaluation/:id',
    { config: ownRow(evaluationRow, 'write', RISK_MODULE), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await writeTransaction(db, (tx) => tx.delete(riskEvaluations).where(eq(riskEvaluations.id, request.params.id)));
      return reply.status(204).send();
    },
  );
};
