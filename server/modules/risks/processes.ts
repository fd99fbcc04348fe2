import { and, asc, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { CONSEQUENCE_TYPES } from '../../../contract/risks';
import {
  riskAmbits,
  riskCategories,
  riskConsequences,
  riskEvaluations,
  riskProcesses,
  riskProcessQuestions,
  riskQuestions,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { IdParams, OptionalId, OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { pickName } from '../../lib/language';
import { answers, NullableText, Reference } from '../../lib/wire';
import { registerResource } from '../../lib/resource';
import { moduleAccess, ownRow, RISK_MODULE } from './route-config';
import { message } from '../../lib/messages';

const processRow = { table: riskProcesses, name: 'risk-process' } as const;

const tags = ['Risks and opportunities'];
const ProcessWrite = Type.Object({ name: RequiredText(300), description: OptionalText() });
const ProcessSchema = Type.Object({
  id: Type.Integer(),
  center_id: Type.Integer(),
  name: Type.String(),
  description: NullableText(),
  question_count: Type.Integer(),
});
/** The process searcher of spec §2 "Screen state": the filters besides centerId and selectedProcessId. */
const ProcessFilters = Type.Object({
  ambitId: OptionalId(),
  categoryId: OptionalId(),
  questionId: OptionalId(),
  consequenceType: Type.Optional(Type.Enum([...CONSEQUENCE_TYPES])),
});
const ConfigWrite = Type.Object({
  question_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2000 }),
  ambit_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'only the questions of this ambit are replaced; every id must belong to it' }),
  ),
});

type ProcessRow = typeof riskProcesses.$inferSelect;
const present = (row: ProcessRow, questionCount: number) => ({
  id: row.id,
  center_id: row.centerId,
  name: row.name,
  description: row.description,
  question_count: questionCount,
});
// Qualified by hand: in a one-table select Drizzle writes bare column names, and a bare "id" in the subquery would be the question link's own.
const questionCount = sql<number>`(select count(*) from risk_process_question q where q.process_id = "risk_process"."id")`.mapWith(Number);

export const processRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  const base = '/api/risk-opportunity-module/:centerId/process';

  registerResource(app, context, {
    path: 'risk-process',
    paths: { list: base, item: '/api/risk-process/:id' },
    name: 'risk-process',
    tag: tags[0]!,
    table: riskProcesses,
    scope: { owner: processRow, column: riskProcesses.centerId, module: RISK_MODULE, center: { in: 'path' } },
    access: moduleAccess(RISK_MODULE),
    write: ProcessWrite,
    values: (body, { centerId }) => ({
      ...(centerId ? { centerId } : {}),
      name: body.name.trim(),
      description: textOrNull(body.description),
    }),
    columns: { select: { questions: questionCount }, created: { questions: 0 } },
    present: (rows) => rows.map((row) => present(row, row.questions)),
    schema: ProcessSchema,
    search: [riskProcesses.name],
    order: [asc(riskProcesses.name), asc(riskProcesses.id)],
    // A process matches the searcher when one of its configured questions matches ambit, category, question and consequence type.
    filters: {
      query: ProcessFilters.properties,
      where: (query) => {
        const q = query as Static<typeof ProcessFilters>;
        return q.ambitId || q.categoryId || q.questionId || q.consequenceType
          ? exists(
              db
                .select({ one: sql`1` })
                .from(riskProcessQuestions)
                .innerJoin(riskQuestions, eq(riskQuestions.id, riskProcessQuestions.questionId))
                .where(
                  and(
                    eq(riskProcessQuestions.processId, riskProcesses.id),
                    q.ambitId ? eq(riskQuestions.ambitId, q.ambitId) : undefined,
                    q.categoryId ? eq(riskQuestions.categoryId, q.categoryId) : undefined,
                    q.questionId ? eq(riskQuestions.id, q.questionId) : undefined,
                    q.consequenceType
                      ? exists(
                          db
                            .select({ one: sql`1` })
                            .from(riskConsequences)
                            .where(and(eq(riskConsequences.questionId, riskQuestions.id), eq(riskConsequences.type, q.consequenceType))),
                        )
                      : undefined,
                  ),
                ),
            )
          : undefined;
      },
    },
    beforeDelete: async (database, id) => {
      const evaluated = await database.$count(riskEvaluations, eq(riskEvaluations.processId, id));
      if (evaluated > 0) throw conflict(message('risks.processHasEvaluations', { count: evaluated }), 'has_children');
    },
  });

  const one = async (id: number) => {
    const [found] = await db.select({ row: riskProcesses, questions: questionCount }).from(riskProcesses).where(eq(riskProcesses.id, id));
    if (!found) throw notFound('risk-process');
    return present(found.row, found.questions);
  };

  // processes/{processId}/config: the questions that apply to the process.
  const configOf = async (processId: number, language: Parameters<typeof pickName>[0]) => {
    const rows = await db
      .select({ question: riskQuestions, ambit: riskAmbits, category: riskCategories })
      .from(riskProcessQuestions)
      .innerJoin(riskQuestions, eq(riskQuestions.id, riskProcessQuestions.questionId))
      .innerJoin(riskAmbits, eq(riskAmbits.id, riskQuestions.ambitId))
      .innerJoin(riskCategories, eq(riskCategories.id, riskQuestions.categoryId))
      .where(eq(riskProcessQuestions.processId, processId))
      .orderBy(asc(riskQuestions.id));
    const name = (row: { nameSpanish: string; nameCatalan: string }) =>
      pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan });
    return {
      question_ids: rows.map((row) => row.question.id),
      questions: rows.map((row) => ({
        id: row.question.id,
        name: name(row.question),
        ambit: { id: row.ambit.id, name: name(row.ambit) },
        category: { id: row.category.id, name: name(row.category) },
      })),
    };
  };
  const ConfigSchema = Type.Object({
    question_ids: Type.Array(Type.Integer()),
    questions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ambit: Reference, category: Reference })),
  });

  app.get(
    '/api/risk-process/:id/config',
    { config: ownRow(processRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(ConfigSchema) } },
    async (request) => {
      await one(request.params.id);
      return configOf(request.params.id, request.language);
    },
  );

  app.put(
    '/api/risk-process/:id/config',
    { config: ownRow(processRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: ConfigWrite } },
    async (request) => {
      const process = await one(request.params.id);
      const ids = [...new Set(request.body.question_ids)];
      const ambitId = request.body.ambit_id;
      if (ids.length) {
        const found = await db
          .select({ id: riskQuestions.id, ambitId: riskQuestions.ambitId })
          .from(riskQuestions)
          .where(inArray(riskQuestions.id, ids));
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length) throw badRequest('question_ids', 'risks.noQuestion', { ids: missing.join(', ') });
        const foreign = found.filter((row) => ambitId !== undefined && row.ambitId !== ambitId);
        if (foreign.length)
          throw badRequest('question_ids', 'risks.questionsOfAnotherAmbit', { ids: foreign.map((row) => row.id).join(', ') });
      }
      if (ambitId !== undefined && !(await db.$count(riskAmbits, eq(riskAmbits.id, ambitId))))
        throw badRequest('ambit_id', 'risks.noAmbit', { id: ambitId });
      await writeTransaction(db, async (tx) => {
        const scope =
          ambitId === undefined
            ? undefined
            : inArray(
                riskProcessQuestions.questionId,
                tx.select({ id: riskQuestions.id }).from(riskQuestions).where(eq(riskQuestions.ambitId, ambitId)),
              );
        await tx
          .delete(riskProcessQuestions)
          .where(
            and(
              eq(riskProcessQuestions.processId, process.id),
              scope,
              ids.length ? notInArray(riskProcessQuestions.questionId, ids) : undefined,
            ),
          );
        if (ids.length)
          await tx
            .insert(riskProcessQuestions)
            .values(ids.map((questionId) => ({ centerId: process.center_id, processId: process.id, questionId })))
            .onConflictDoNothing();
      });
      return configOf(process.id, request.language);
    },
  );
};
