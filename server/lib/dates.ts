import { Type } from 'typebox';

/** Compliance dates are calendar days in Spain: "today" is today in Madrid, whatever the server's zone. */
const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayInSpain = (now = new Date()): string => madrid.format(now);

/** yyyy-MM-dd plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date (spec §5: dates are sent year-month-day). */
export const DateField = () => Type.String({ format: 'date', description: 'yyyy-MM-dd' });

/** An optional date: absent, null or an empty string all mean "no date". */
export const OptionalDate = () => Type.Optional(Type.Union([DateField(), Type.Null(), Type.Literal('')]));
export const dateOrNull = (value: string | null | undefined): string | null => value || null;
