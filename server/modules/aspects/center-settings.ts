import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { DEFAULT_METHOD, highestScore, methodFor, type EvaluationMethod } from '../../../contract/aspects';
import { addMonths } from '../../lib/dates';
import { aspectEvaluations, aspectSettings, goodPracticeEvaluations } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { invalidFields } from '../../lib/errors';
import { settingsOf } from './center-context';
import { aspectTenancy } from './route-config';
import { answers } from '../../lib/wire';
import { CenterMethod, NextEvaluationDate, Periodicity } from './schemas';
import { consultancyStaff, everyone } from '../../lib/access';
import { message, type Message } from '../../lib/messages';
import { CenterParams } from '../../lib/fields';

const tags = ['Environmental aspects'];
const CRITERION_KEY = '^[a-z_][a-z0-9_]{0,39}$';
const Scale = Type.Object({ min: Type.Integer({ minimum: 0, maximum: 100 }), max: Type.Integer({ minimum: 0, maximum: 100 }) });
const CriterionName = () => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const MethodSchema = Type.Object({
  criteria: Type.Array(
    Type.Object({
      // Absent for a criterion added in the browser: the server gives it a key of its own.
      key: Type.Optional(Type.String({ pattern: CRITERION_KEY })),
      name_spanish: CriterionName(),
      name_catalan: CriterionName(),
      ...Scale.properties,
    }),
    { minItems: 1, maxItems: 10 },
  ),
  formula: Type.Enum(['SUM', 'PRODUCT']),
  threshold: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  emergency: Type.Object({ probability: Scale, consequence: Scale, threshold: Type.Integer({ minimum: 0, maximum: 10_000 }) }),
});
type MethodInput = Omit<EvaluationMethod, 'criteria'> & {
  criteria: (Omit<EvaluationMethod['criteria'][number], 'key'> & { key?: string })[];
};

/** The method as stored: names trimmed, only the known fields, and a fresh key (c1, c2 ...) for each new criterion. */
function methodOf(input: MethodInput): EvaluationMethod {
  const used = new Set(input.criteria.map((criterion) => criterion.key).filter(Boolean));
  let next = 1;
  const freshKey = () => {
    while (used.has(`c${next}`)) next++;
    used.add(`c${next}`);
    return `c${next}`;
  };
  return {
    criteria: input.criteria.map((criterion) => ({
      key: criterion.key ?? freshKey(),
      name_spanish: criterion.name_spanish.trim(),
      name_catalan: criterion.name_catalan.trim(),
      min: criterion.min,
      max: criterion.max,
    })),
    formula: input.formula,
    threshold: input.threshold,
    emergency: {
      probability: { min: input.emergency.probability.min, max: input.emergency.probability.max },
      consequence: { min: input.emergency.consequence.min, max: input.emergency.consequence.max },
      threshold: input.emergency.threshold,
    },
  };
}

const Months = () => Type.Union([Type.Integer({ minimum: 1, maximum: 120 }), Type.Null()]);

/** 400 naming the field of a method whose scales or keys do not make sense. */
function checkMethod(method: EvaluationMethod) {
  const fields: Record<string, Message> = {};
  const keys = new Set<string>();
  method.criteria.forEach((criterion, index) => {
    if (criterion.min > criterion.max) fields[`method.criteria.${index}.max`] = 'aspects.maxBelowMin';
    if (keys.has(criterion.key)) fields[`method.criteria.${index}.key`] = 'aspects.criterionKey';
    keys.add(criterion.key);
  });
  for (const name of ['probability', 'consequence'] as const) {
    if (method.emergency[name].min > method.emergency[name].max) fields[`method.emergency.${name}.max`] = 'aspects.maxBelowMin';
  }
  // A threshold no score can reach would never mark an aspect significant.
  if (!Object.keys(fields).length) {
    const normal = highestScore(method, 'NORMAL');
    if (method.threshold > normal) fields['method.threshold'] = message('aspects.thresholdUnreachable', { score: normal });
    const emergency = highestScore(method, 'EMERGENCY');
    if (method.emergency.threshold > emergency)
      fields['method.emergency.threshold'] = message('aspects.thresholdUnreachable', { score: emergency });
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
}

/** Last closed evaluation and last + period; both null when unknown (spec §3). */
async function nextDate(last: { date: string } | undefined, months: number | null) {
  return { last_evaluation_date: last?.date ?? null, next_evaluation_date: last && months ? addMonths(last.date, months) : null };
}

export const centerSettingsRoutes: RegisterModule = (app, { db }) => {
  const upsert = (centerId: number, set: Partial<typeof aspectSettings.$inferInsert>) =>
    writeTransaction(db, (tx) =>
      tx
        .insert(aspectSettings)
        .values({ centerId, method: DEFAULT_METHOD, ...set })
        .onConflictDoUpdate({ target: aspectSettings.centerId, set: { ...set, updatedAt: sql`now()` } }),
    );

  app.get(
    '/api/center/:centerId/aspect-evaluation-method',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(CenterMethod) },
    },
    async (request) => ({
      center_id: request.params.centerId,
      method: methodFor((await settingsOf(db, request.params.centerId)).method, request.language),
    }),
  );
  app.put(
    '/api/center/:centerId/aspect-evaluation-method',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.center('write') },
      schema: { tags, params: CenterParams, body: Type.Object({ method: MethodSchema }), response: answers(CenterMethod) },
    },
    async (request) => {
      const method = methodOf(request.body.method as MethodInput);
      checkMethod(method);
      await upsert(request.params.centerId, { method });
      return { center_id: request.params.centerId, method: methodFor(method, request.language) };
    },
  );

  const presentPeriodicity = async (centerId: number) => {
    const settings = await settingsOf(db, centerId);
    return {
      center_id: centerId,
      aspect_evaluation_months: settings.aspectEvaluationMonths,
      good_practice_evaluation_months: settings.goodPracticeEvaluationMonths,
    };
  };
  app.get(
    '/api/center/:centerId/evaluation-periodicity',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(Periodicity) },
    },
    (request) => presentPeriodicity(request.params.centerId),
  );
  app.put(
    '/api/center/:centerId/evaluation-periodicity',
    {
      config: { access: consultancyStaff, tenancy: aspectTenancy.center('write') },
      schema: {
        tags,
        params: CenterParams,
        body: Type.Object({ aspect_evaluation_months: Months(), good_practice_evaluation_months: Months() }),
        response: answers(Periodicity),
      },
    },
    async (request) => {
      await upsert(request.params.centerId, {
        aspectEvaluationMonths: request.body.aspect_evaluation_months,
        goodPracticeEvaluationMonths: request.body.good_practice_evaluation_months,
      });
      return presentPeriodicity(request.params.centerId);
    },
  );

  app.get(
    '/api/center/:centerId/aspect-evaluations/next-evaluation-date',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(NextEvaluationDate) },
    },
    async (request) => {
      const centerId = request.params.centerId;
      const [last] = await db
        .select({ date: aspectEvaluations.date })
        .from(aspectEvaluations)
        .where(and(eq(aspectEvaluations.centerId, centerId), eq(aspectEvaluations.isOpen, false)))
        .orderBy(desc(aspectEvaluations.date))
        .limit(1);
      return nextDate(last, (await settingsOf(db, centerId)).aspectEvaluationMonths);
    },
  );
  app.get(
    '/api/center/:centerId/good-practice-evaluations/next-evaluation-date',
    {
      config: { access: everyone, tenancy: aspectTenancy.center('read') },
      schema: { tags, params: CenterParams, response: answers(NextEvaluationDate) },
    },
    async (request) => {
      const centerId = request.params.centerId;
      const [last] = await db
        .select({ date: goodPracticeEvaluations.date })
        .from(goodPracticeEvaluations)
        .where(and(eq(goodPracticeEvaluations.centerId, centerId), eq(goodPracticeEvaluations.isOpen, false)))
        .orderBy(desc(goodPracticeEvaluations.date))
        .limit(1);
      return nextDate(last, (await settingsOf(db, centerId)).goodPracticeEvaluationMonths);
    },
  );
};
