import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_METHOD, highestScore, type EvaluationMethod } from '../../../contract/aspects';
import type { Database } from '../../db/client';
import { aspectEvaluations, aspectSettings, goodPracticeEvaluations } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { addMonths } from '../../lib/dates';
import { invalidFields } from '../../lib/errors';
import { message, type Message } from '../../lib/messages';
import { settingsOf } from './center-context';

// The SQL and rules of the center's aspect settings (center-settings.ts): the evaluation method, the periods, the next dates.

export type MethodInput = Omit<EvaluationMethod, 'criteria'> & {
  criteria: (Omit<EvaluationMethod['criteria'][number], 'key'> & { key?: string })[];
};

/** The method as stored: names trimmed, only the known fields, and a fresh key (c1, c2 ...) for each new criterion. */
export function methodOf(input: MethodInput): EvaluationMethod {
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
function nextDate(last: { date: string } | undefined, months: number | null) {
  return { last_evaluation_date: last?.date ?? null, next_evaluation_date: last && months ? addMonths(last.date, months) : null };
}

/** Saves part of the center's settings (the default method when the center has none yet). */
export const saveAspectSettings = (db: Database, centerId: number, set: Partial<typeof aspectSettings.$inferInsert>) =>
  writeTransaction(db, (tx) =>
    tx
      .insert(aspectSettings)
      .values({ centerId, method: DEFAULT_METHOD, ...set })
      .onConflictDoUpdate({ target: aspectSettings.centerId, set: { ...set, updatedAt: sql`now()` } }),
  );

/** The method as stored, checked (400 naming the field) and saved. */
export async function saveEvaluationMethod(db: Database, centerId: number, input: MethodInput) {
  const method = methodOf(input);
  checkMethod(method);
  await saveAspectSettings(db, centerId, { method });
  return method;
}

/** The center's evaluation periods. */
export async function periodicityOf(db: Database, centerId: number) {
  const settings = await settingsOf(db, centerId);
  return {
    center_id: centerId,
    aspect_evaluation_months: settings.aspectEvaluationMonths,
    good_practice_evaluation_months: settings.goodPracticeEvaluationMonths,
  };
}

/** The last closed aspect evaluation of the center and the next one its period asks for. */
export async function nextAspectEvaluationDate(db: Database, centerId: number) {
  const [last] = await db
    .select({ date: aspectEvaluations.date })
    .from(aspectEvaluations)
    .where(and(eq(aspectEvaluations.centerId, centerId), eq(aspectEvaluations.isOpen, false)))
    .orderBy(desc(aspectEvaluations.date))
    .limit(1);
  return nextDate(last, (await settingsOf(db, centerId)).aspectEvaluationMonths);
}

/** The last closed good practice evaluation of the center and the next one its period asks for. */
export async function nextGoodPracticeEvaluationDate(db: Database, centerId: number) {
  const [last] = await db
    .select({ date: goodPracticeEvaluations.date })
    .from(goodPracticeEvaluations)
    .where(and(eq(goodPracticeEvaluations.centerId, centerId), eq(goodPracticeEvaluations.isOpen, false)))
    .orderBy(desc(goodPracticeEvaluations.date))
    .limit(1);
  return nextDate(last, (await settingsOf(db, centerId)).goodPracticeEvaluationMonths);
}
