import { and, asc, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { CONSEQUENCE_TYPES } from '../../../contract/risks';
import { riskAmbits, riskCategories, riskConsequences, riskEvaluations, riskProcesses, riskProcessQuestions, riskQuestions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { IdParams, RequiredText } from '../../lib/fields';
import { pickName } from '../../lib/language';
import { listQueryFields, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { answers, NullableText, PageOf, Reference } from '../../lib/wire';
import { CenterParams, inCenter, ownRow, RISK_MODULE, Text, textOrNull } from './route-config';

const processRow = { table: riskProcesses, noun: 'Process' };

const tags = ['Risks and opportunities'];
const Id = () => Type.Optional(Type.Integer({ minimum: 1 }));
const ProcessWrite = Type.Object({ name: RequiredText(300), description: Text() });
const ProcessSchema = Type.Object({ id: Type.Integer(), center_id: Type.Integer(), name: Type.String(), description: NullableText(), question_count: Type.Integer() });
/** The process searcher of spec §2 "Screen state": the filters besides centerId and selectedProcessId. */
const ProcessQuery = Type.Object({ ...listQueryFields, ambitId: Id(), categoryId: Id(), questionId: Id(), consequenceType: Type.Optional(Type.Enum([...CONSEQUENCE_TYPES])) });
const ConfigWrite = Type.Object({
  question_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2000 }),
  ambit_id: Type.Optional(Type.Integer({ minimum: 1, description: 'only the questions of this ambit are replaced; every id must belong to it' })),
});

type ProcessRow = typeof riskProcesses.$inferSelect;
const present = (row: ProcessRow, questionCount: number) => ({ id: row.id, center_id: row.centerId, name: row.name, description: row.description, question_count: questionCount });
const questionCount = sql<number>`(select count(*) from ${riskProcessQuestions} where ${riskProcessQuestions.processId} = ${riskProcesses.id})`.mapWith(Number);

export const processRoutes: RegisterModule = (app, { db }) => {
  const base = '/api/risk-opportunity-module/:centerId/process';

  app.get(base, { config: inCenter('read', RISK_MODULE), schema: { tags, params: CenterParams, querystring: ProcessQuery, response: answers(PageOf(ProcessSchema)) } }, async (request) => {
    const q = request.query;
    // A process matches the searcher when one of its configured questions matches ambit, category, question and consequence type.
    const byQuestion = q.ambitId || q.categoryId || q.questionId || q.consequenceType
      ? exists(db.select({ one: sql`1` }).from(riskProcessQuestions)
        .innerJoin(riskQuestions, eq(riskQuestions.id, riskProcessQuestions.questionId))
        .where(and(
          eq(riskProcessQuestions.processId, riskProcesses.id),
          q.ambitId ? eq(riskQuestions.ambitId, q.ambitId) : undefined,
          q.categoryId ? eq(riskQuestions.categoryId, q.categoryId) : undefined,
          q.questionId ? eq(riskQuestions.id, q.questionId) : undefined,
          q.consequenceType ? exists(db.select({ one: sql`1` }).from(riskConsequences).where(and(eq(riskConsequences.questionId, riskQuestions.id), eq(riskConsequences.type, q.consequenceType)))) : undefined,
        )))
      : undefined;
    const where = and(eq(riskProcesses.centerId, request.params.centerId), searchCondition(q.searchText, [riskProcesses.name]), byQuestion);
    return paginateCounted(
      request,
      pageWindow(q),
      (limit, offset) => db.select({ row: riskProcesses, questions: questionCount, total: windowCount }).from(riskProcesses).where(where).orderBy(asc(riskProcesses.name), asc(riskProcesses.id)).limit(limit).offset(offset),
      (rows) => rows.map(({ row, questions }) => present(row, questions)),
      () => db.$count(riskProcesses, where),
    );
  });

  app.post(base, { config: inCenter('write', RISK_MODULE), schema: { tags, params: CenterParams, body: ProcessWrite } }, async (request, reply) => {
    const [row] = await writeTransaction(db, (tx) => tx.insert(riskProcesses).values({ centerId: request.params.centerId, name: request.body.name.trim(), description: textOrNull(request.body.description) }).returning());
    return reply.status(201).send(present(row!, 0));
  });

  const one = async (id: number) => {
    const [found] = await db.select({ row: riskProcesses, questions: questionCount }).from(riskProcesses).where(eq(riskProcesses.id, id));
    if (!found) throw notFound('Process');
    return present(found.row, found.questions);
  };

  app.get('/api/risk-process/:id', { config: ownRow(processRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(ProcessSchema) } }, (request) => one(request.params.id));

  app.put('/api/risk-process/:id', { config: ownRow(processRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: ProcessWrite } }, async (request) => {
    await writeTransaction(db, (tx) => tx.update(riskProcesses).set({ name: request.body.name.trim(), description: textOrNull(request.body.description), updatedAt: sql`now()` }).where(eq(riskProcesses.id, request.params.id)));
    return one(request.params.id);
  });

  app.delete('/api/risk-process/:id', { config: ownRow(processRow, 'write', RISK_MODULE), schema: { tags, params: IdParams } }, async (request, reply) => {
    const evaluated = await db.$count(riskEvaluations, eq(riskEvaluations.processId, request.params.id));
    if (evaluated > 0) throw conflict(`The process has ${evaluated} evaluations: it cannot be deleted.`, 'has_children');
    await writeTransaction(db, (tx) => tx.delete(riskProcesses).where(eq(riskProcesses.id, request.params.id)));
    return reply.status(204).send();
  });

  // processes/{processId}/config: the questions that apply to the process.
  const configOf = async (processId: number, language: Parameters<typeof pickName>[0]) => {
    const rows = await db.select({ question: riskQuestions, ambit: riskAmbits, category: riskCategories }).from(riskProcessQuestions)
      .innerJoin(riskQuestions, eq(riskQuestions.id, riskProcessQuestions.questionId))
      .innerJoin(riskAmbits, eq(riskAmbits.id, riskQuestions.ambitId))
      .innerJoin(riskCategories, eq(riskCategories.id, riskQuestions.categoryId))
      .where(eq(riskProcessQuestions.processId, processId)).orderBy(asc(riskQuestions.id));
    const name = (row: { nameSpanish: string; nameCatalan: string }) => pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan });
    return {
      question_ids: rows.map((row) => row.question.id),
      questions: rows.map((row) => ({ id: row.question.id, name: name(row.question), ambit: { id: row.ambit.id, name: name(row.ambit) }, category: { id: row.category.id, name: name(row.category) } })),
    };
  };
  const ConfigSchema = Type.Object({ question_ids: Type.Array(Type.Integer()), questions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ambit: Reference, category: Reference })) });

  app.get('/api/risk-process/:id/config', { config: ownRow(processRow, 'read', RISK_MODULE), schema: { tags, params: IdParams, response: answers(ConfigSchema) } }, async (request) => {
    await one(request.params.id);
    return configOf(request.params.id, request.language);
  });

  app.put('/api/risk-process/:id/config', { config: ownRow(processRow, 'write', RISK_MODULE), schema: { tags, params: IdParams, body: ConfigWrite } }, async (request) => {
    const process = await one(request.params.id);
    const ids = [...new Set(request.body.question_ids)];
    const ambitId = request.body.ambit_id;
    if (ids.length) {
      const found = await db.select({ id: riskQuestions.id, ambitId: riskQuestions.ambitId }).from(riskQuestions).where(inArray(riskQuestions.id, ids));
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length) throw badRequest('question_ids', `No question with id ${missing.join(', ')}.`);
      const foreign = found.filter((row) => ambitId !== undefined && row.ambitId !== ambitId);
      if (foreign.length) throw badRequest('question_ids', `Questions ${foreign.map((row) => row.id).join(', ')} belong to another ambit.`);
    }
    if (ambitId !== undefined && !(await db.$count(riskAmbits, eq(riskAmbits.id, ambitId)))) throw badRequest('ambit_id', `No ambit with id ${ambitId}.`);
    await writeTransaction(db, async (tx) => {
      const scope = ambitId === undefined ? undefined : inArray(riskProcessQuestions.questionId, tx.select({ id: riskQuestions.id }).from(riskQuestions).where(eq(riskQuestions.ambitId, ambitId)));
      await tx.delete(riskProcessQuestions).where(and(eq(riskProcessQuestions.processId, process.id), scope, ids.length ? notInArray(riskProcessQuestions.questionId, ids) : undefined));
      if (ids.length) await tx.insert(riskProcessQuestions).values(ids.map((questionId) => ({ centerId: process.center_id, processId: process.id, questionId }))).onConflictDoNothing();
    });
    return configOf(process.id, request.language);
  });
};
