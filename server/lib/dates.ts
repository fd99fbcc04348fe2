import { Type } from 'typebox';
import { badRequest } from './errors';

/** Compliance dates are calendar days in Spain: "today" is today in Madrid, whatever the server's zone. */
const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayInSpain = (now = new Date()): string => madrid.format(now);

/** yyyy-MM-dd plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd plus a number of months, the day clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/**
 * A period of days (yyyy-MM-dd, the center report's and the audit pack's): reversed, it is `to` that is refused, the end
 * being what a person adjusts; `maxYears` bounds its span.
 */
export function checkPeriod(from: string, to: string, maxYears?: number) {
  if (to < from) throw badRequest('to', 'period.endBeforeStart');
  if (maxYears !== undefined && addMonths(from, 12 * maxYears) < to) throw badRequest('to', 'period.atMostYears', { years: maxYears });
}

/** A yyyy-MM-dd date (spec §5: dates are sent year-month-day). */
export const DateField = () => Type.String({ format: 'date', description: 'yyyy-MM-dd' });

/** An optional date: absent, null or an empty string all mean "no date". */
export const OptionalDate = () => Type.Optional(Type.Union([DateField(), Type.Null(), Type.Literal('')]));
export const dateOrNull = (value: string | null | undefined): string | null => value || null;
