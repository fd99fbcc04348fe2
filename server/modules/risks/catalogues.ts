import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { CONSEQUENCE_TYPES, type ConsequenceType } from '../../../contract/risks';
import { riskAmbits, riskCategories, riskConsequences, riskProcessQuestions, riskQuestions } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { Reference } from '../../lib/wire';
import { bilingualRecord, reference } from '../../lib/language';
import { bilingualValues, bilingualWrite } from '../../lib/fields';
import { adminsOnly } from '../../lib/access';
import { OptionalId } from '../../lib/fields';
import { cataloguesById, type NamedRow } from './catalogue-queries';

// Risk catalogues (spec §2 "Risk catalogues", §6: admin only): ambit, category, question, consequence.

const tag = 'Risk catalogues';
const access = { read: adminsOnly, write: adminsOnly };
const named = { id: Type.Integer(), name: Type.String(), name_spanish: Type.String(), name_catalan: Type.String() };

export const riskCatalogueRoutes: RegisterModule = (app, context) => {
  const { db } = context;
  // Ambits and categories are plain bilingual names that questions refer to: one declaration serves both.
  const namedCatalogue = (
    path: 'risk-opportunity-ambit' | 'category',
    table: typeof riskAmbits | typeof riskCategories,
    column: PgColumn,
  ) =>
    registerResource(app, context, {
      path,
      name: path,
      tag,
      table,
      write: Type.Object(bilingualWrite),
      values: bilingualValues,
      present: (rows, request) => rows.map((row) => bilingualRecord(request, row)),
      schema: Type.Object(named),
      search: [table.nameSpanish, table.nameCatalan],
      orderings: { id: table.id, name_spanish: table.nameSpanish, name_catalan: table.nameCatalan },
      defaultOrdering: 'name_spanish',
      access,
      beforeDelete: refuseWhileReferenced(path, 'question', column),
    });
  namedCatalogue('risk-opportunity-ambit', riskAmbits, riskQuestions.ambitId);
  namedCatalogue('category', riskCategories, riskQuestions.categoryId);

  registerResource(app, context, {
    path: 'question',
    name: 'question',
    tag,
    table: riskQuestions,
    write: Type.Object({ ...bilingualWrite, ambit_id: Type.Integer({ minimum: 1 }), category_id: Type.Integer({ minimum: 1 }) }),
    validate: async (database, body) => {
      await assertAllExist(database, riskAmbits, [body.ambit_id], 'ambit_id');
      await assertAllExist(database, riskCategories, [body.category_id], 'category_id');
    },
    values: (body) => ({ ...bilingualValues(body), ambitId: body.ambit_id, categoryId: body.category_id }),
    present: async (rows, request) => {
      const ambits = await cataloguesById<NamedRow>(
        db,
        riskAmbits,
        rows.map((row) => row.ambitId),
      );
      const categories = await cataloguesById<NamedRow>(
        db,
        riskCategories,
        rows.map((row) => row.categoryId),
      );
      return rows.map((row) =>
        bilingualRecord(request, row, {
          ambit: reference(request, row.ambitId, ambits.get(row.ambitId)!),
          category: reference(request, row.categoryId, categories.get(row.categoryId)!),
        }),
      );
    },
    schema: Type.Object({ ...named, ambit: Reference, category: Reference }),
    search: [riskQuestions.nameSpanish, riskQuestions.nameCatalan],
    orderings: { id: riskQuestions.id, name_spanish: riskQuestions.nameSpanish, name_catalan: riskQuestions.nameCatalan },
    defaultOrdering: 'id',
    filters: {
      query: { ambitId: OptionalId(), categoryId: OptionalId() },
      where: (q) =>
        and(
          q.ambitId ? eq(riskQuestions.ambitId, q.ambitId as number) : undefined,
          q.categoryId ? eq(riskQuestions.categoryId, q.categoryId as number) : undefined,
        ),
    },
    access,
    beforeDelete: async (database, id) => {
      await refuseWhileReferenced('question', 'consequence', riskConsequences.questionId)(database, id);
      await refuseWhileReferenced('question', 'process-configuration', riskProcessQuestions.questionId)(database, id);
    },
  });

  registerResource(app, context, {
    path: 'consequence',
    name: 'consequence',
    tag,
    table: riskConsequences,
    write: Type.Object({ ...bilingualWrite, question_id: Type.Integer({ minimum: 1 }), type: Type.Enum([...CONSEQUENCE_TYPES]) }),
    validate: (database, body) => assertAllExist(database, riskQuestions, [body.question_id], 'question_id'),
    values: (body) => ({ ...bilingualValues(body), questionId: body.question_id, type: body.type }),
    present: async (rows, request) => {
      const questions = await cataloguesById<NamedRow>(
        db,
        riskQuestions,
        rows.map((row) => row.questionId),
      );
      return rows.map((row) =>
        bilingualRecord(request, row, {
          type: row.type as ConsequenceType,
          question: reference(request, row.questionId, questions.get(row.questionId)!),
        }),
      );
    },
    schema: Type.Object({ ...named, type: Type.String(), question: Reference }),
    search: [riskConsequences.nameSpanish, riskConsequences.nameCatalan],
    orderings: {
      id: riskConsequences.id,
      name_spanish: riskConsequences.nameSpanish,
      name_catalan: riskConsequences.nameCatalan,
      type: riskConsequences.type,
    },
    defaultOrdering: 'id',
    filters: {
      query: { questionId: OptionalId(), type: Type.Optional(Type.Enum([...CONSEQUENCE_TYPES])) },
      where: (q) =>
        and(
          q.questionId ? eq(riskConsequences.questionId, q.questionId as number) : undefined,
          q.type ? eq(riskConsequences.type, q.type as string) : undefined,
        ),
    },
    access,
  });
};
