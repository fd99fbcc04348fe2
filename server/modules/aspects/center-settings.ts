import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { DEFAULT_METHOD, type EvaluationMethod } from '../../../contract/aspects';
import { addMonths } from '../../lib/dates';
import { aspectEvaluations, aspectSettings, goodPracticeEvaluations } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { settingsOf } from './center-context';
import { about, everyone, Id, staff } from './route-config';

const tags = ['Environmental aspects'];
const CenterParams = Type.Object({ centerId: Id() });
const Scale = Type.Object({ min: Type.Integer({ minimum: 0, maximum: 100 }), max: Type.Integer({ minimum: 0, maximum: 100 }) });
const MethodSchema = Type.Object({
  criteria: Type.Array(Type.Object({ key: Type.String({ pattern: '^[a-z_]{1,40}$' }), name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), ...Scale.properties }), { minItems: 1, maxItems: 10 }),
  formula: Type.Enum(['SUM', 'PRODUCT']),
  threshold: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  emergency: Type.Object({ probability: Scale, consequence: Scale, threshold: Type.Integer({ minimum: 0, maximum: 10_000 }) }),
});
const Months = () => Type.Union([Type.Integer({ minimum: 1, maximum: 120 }), Type.Null()]);

/** 400 naming the field of a method whose scales or keys do not make sense. */
function checkMethod(method: EvaluationMethod) {
  const fields: Record<string, string> = {};
  const keys = new Set<string>();
  method.criteria.forEach((criterion, index) => {
    if (criterion.min > criterion.max) fields[`method.criteria.${index}.max`] = 'The maximum must not be below the minimum.';
    if (keys.has(criterion.key)) fields[`method.criteria.${index}.key`] = 'Each criterion needs its own key.';
    keys.add(criterion.key);
  });
  for (const name of ['probability', 'consequence'] as const) {
    if (method.emergency[name].min > method.emergency[name].max) fields[`method.emergency.${name}.max`] = 'The maximum must not be below the minimum.';
  }
  if (Object.keys(fields).length) throw new AppError(400, 'validation_error', Object.values(fields)[0]!, fields);
}

/** Last closed evaluation and last + period; both null when unknown (spec §3). */
async function nextDate(last: { date: string } | undefined, months: number | null) {
  return { last_evaluation_date: last?.date ?? null, next_evaluation_date: last && months ? addMonths(last.date, months) : null };
}

export const centerSettingsRoutes: RegisterModule = (app, { db }) => {
  const upsert = (centerId: number, set: Partial<typeof aspectSettings.$inferInsert>) =>
    writeTransaction(db, (tx) => tx.insert(aspectSettings).values({ centerId, method: DEFAULT_METHOD, ...set })
      .onConflictDoUpdate({ target: aspectSettings.centerId, set: { ...set, updatedAt: sql`now()` } }));

  app.get('/api/center/:centerId/aspect-evaluation-method', { config: { access: everyone, tenancy: about('params', 'centerId', 'read') }, schema: { tags, params: CenterParams } }, async (request) =>
    ({ center_id: request.params.centerId, method: (await settingsOf(db, request.params.centerId)).method }));
  app.put('/api/center/:centerId/aspect-evaluation-method', {
    config: { access: staff, tenancy: about('params', 'centerId', 'write') },
    schema: { tags, params: CenterParams, body: Type.Object({ method: MethodSchema }) },
  }, async (request) => {
    const method = request.body.method as EvaluationMethod;
    checkMethod(method);
    await upsert(request.params.centerId, { method });
    return { center_id: request.params.centerId, method };
  });

  const presentPeriodicity = async (centerId: number) => {
    const settings = await settingsOf(db, centerId);
    return { center_id: centerId, aspect_evaluation_months: settings.aspectEvaluationMonths, good_practice_evaluation_months: settings.goodPracticeEvaluationMonths };
  };
  app.get('/api/center/:centerId/evaluation-periodicity', { config: { access: everyone, tenancy: about('params', 'centerId', 'read') }, schema: { tags, params: CenterParams } }, (request) => presentPeriodicity(request.params.centerId));
  app.put('/api/center/:centerId/evaluation-periodicity', {
    config: { access: staff, tenancy: about('params', 'centerId', 'write') },
    schema: { tags, params: CenterParams, body: Type.Object({ aspect_evaluation_months: Months(), good_practice_evaluation_months: Months() }) },
  }, async (request) => {
    await upsert(request.params.centerId, { aspectEvaluationMonths: request.body.aspect_evaluation_months, goodPracticeEvaluationMonths: request.body.good_practice_evaluation_months });
    return presentPeriodicity(request.params.centerId);
  });

  app.get('/api/center/:centerId/aspect-evaluations/next-evaluation-date', { config: { access: everyone, tenancy: about('params', 'centerId', 'read') }, schema: { tags, params: CenterParams } }, async (request) => {
    const centerId = request.params.centerId;
    const [last] = await db.select({ date: aspectEvaluations.date }).from(aspectEvaluations).where(and(eq(aspectEvaluations.centerId, centerId), eq(aspectEvaluations.isOpen, false)))
      .orderBy(desc(aspectEvaluations.date)).limit(1);
    return nextDate(last, (await settingsOf(db, centerId)).aspectEvaluationMonths);
  });
  app.get('/api/center/:centerId/good-practice-evaluations/next-evaluation-date', { config: { access: everyone, tenancy: about('params', 'centerId', 'read') }, schema: { tags, params: CenterParams } }, async (request) => {
    const centerId = request.params.centerId;
    const [last] = await db.select({ date: goodPracticeEvaluations.date }).from(goodPracticeEvaluations).where(and(eq(goodPracticeEvaluations.centerId, centerId), eq(goodPracticeEvaluations.isOpen, false)))
      .orderBy(desc(goodPracticeEvaluations.date)).limit(1);
    return nextDate(last, (await settingsOf(db, centerId)).goodPracticeEvaluationMonths);
  });
};
