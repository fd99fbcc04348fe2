/** The longest period of one audit pack, as the server allows it (server/modules/audit-pack/routes.ts). */
export const MAX_PACK_YEARS = 5;

/** What a date field of the period holds: a complete YYYY-MM-DD day, '' for none, or INVALID for a typed non-day. */
export const INVALID = 'invalid';

export type PeriodProblem = 'required' | 'invalid' | 'order' | 'span';

/** 1 January of `today`'s year until today: the pack's default period. */
export const defaultPeriod = (today: string) => ({ from: `${today.slice(0, 4)}-01-01`, to: today });

/** Why the period cannot be asked for, by field (the server's own checks, so its 400 is never the first to say so). */
export function periodProblems(from: string, to: string): { from?: PeriodProblem; to?: PeriodProblem } {
  const own = (value: string): PeriodProblem | undefined => (!value ? 'required' : value === INVALID ? 'invalid' : undefined);
  const problems = { from: own(from), to: own(to) };
  if (problems.from || problems.to) return problems;
  if (to < from) return { to: 'order' };
  const limit = `${Number(from.slice(0, 4)) + MAX_PACK_YEARS}${from.slice(4)}`;
  return to > limit ? { to: 'span' } : {};
}
