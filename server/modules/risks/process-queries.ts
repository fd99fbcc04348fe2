import { and, asc, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
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
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pickName, type Language } from '../../lib/language';
import { message } from '../../lib/messages';
import type { ProcessFilters } from './schemas';

// The SQL of the risk processes (processes.ts): the question count, the searcher, the delete rule, the configured questions.

type ProcessRow = typeof riskProcesses.$inferSelect;
export const presentProcess = (row: ProcessRow, questionCount: number) => ({
  id: row.id,
  center_id: row.centerId,
  name: row.name,
  description: row.description,
  question_count: questionCount,
});
// Qualified by hand: in a one-table select Drizzle writes bare column names, and a bare "id" in the subquery would be the question link's own.
export const questionCount = sql<number>`(select count(*) from risk_process_question q where q.process_id = "risk_process"."id")`.mapWith(
  Number,
);

/** A process matches the searcher when one of its configured questions matches ambit, category, question and consequence type. */
export const processSearcher = (db: Database, q: Static<typeof ProcessFilters>) =>
  q.ambitId || q.categoryId || q.questionId || q.consequenceType
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

/** A process with evaluations stays (409 naming how many). */
export async function refuseEvaluatedProcess(db: Database, id: number) {
  const evaluated = await db.$count(riskEvaluations, eq(riskEvaluations.processId, id));
  if (evaluated > 0) throw conflict(message('risks.processHasEvaluations', { count: evaluated }), 'has_children');
}

/** The process on the wire, or 404. */
export async function processById(db: Database, id: number) {
  const [found] = await db.select({ row: riskProcesses, questions: questionCount }).from(riskProcesses).where(eq(riskProcesses.id, id));
  if (!found) throw notFound('risk-process');
  return presentProcess(found.row, found.questions);
}

/** processes/{processId}/config: the questions that apply to the process, named in the request's language. */
export async function processConfigOf(db: Database, processId: number, language: Language) {
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
}

/**
 * The process's questions become `ids` (of `ambitId` only, when given: the other ambits' questions stay); an unknown
 * question or ambit, or a question of another ambit, is a 400 naming the field.
 */
export async function saveProcessConfig(
  db: Database,
  process: { id: number; center_id: number },
  ids: number[],
  ambitId: number | undefined,
) {
  if (ids.length) {
    const found = await db
      .select({ id: riskQuestions.id, ambitId: riskQuestions.ambitId })
      .from(riskQuestions)
      .where(inArray(riskQuestions.id, ids));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw badRequest('question_ids', 'risks.noQuestion', { ids: missing.join(', ') });
    const foreign = found.filter((row) => ambitId !== undefined && row.ambitId !== ambitId);
    if (foreign.length) throw badRequest('question_ids', 'risks.questionsOfAnotherAmbit', { ids: foreign.map((row) => row.id).join(', ') });
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
}
