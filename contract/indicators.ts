// Indicator module constants shared by the API and the browser app.

export const INDICATOR_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type IndicatorFrequency = (typeof INDICATOR_FREQUENCIES)[number];
export const INDICATOR_DIRECTIONS = ['HIGHER_IS_BETTER', 'LOWER_IS_BETTER'] as const;
/** MANUAL: measurements are typed; FULFILLED_EVIDENCES: % of the center's evidences FULFILLED (legal module), per period. */
export const INDICATOR_SOURCES = ['MANUAL', 'FULFILLED_EVIDENCES'] as const;
export const THRESHOLD_LEVELS = ['GOOD', 'WARNING', 'BAD'] as const;
export const ANALYSIS_CONCLUSIONS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const;
export const ACTION_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;

/**
 * The period of each frequency, declared once (issue 33): its length in months and how it is written after the year
 * (2025-03, 2025-Q1, 2025). The functions below and the agenda's SQL (server/modules/indicators/periods.ts) are both
 * derived from it.
 */
export const PERIODS: Record<IndicatorFrequency, { months: 1 | 3 | 12; writing: { prefix: string; width: number } | null }> = {
  MONTHLY: { months: 1, writing: { prefix: '', width: 2 } },
  QUARTERLY: { months: 3, writing: { prefix: 'Q', width: 1 } },
  YEARLY: { months: 12, writing: null },
};
/** A measurement is due by the end of this many months after its period ends: time to gather the figure. */
export const MEASUREMENT_GRACE_MONTHS = 1;

/** Periods in a year; the period's number runs from 1 to it (a year's is 1). */
export const periodsInYear = (frequency: IndicatorFrequency) => 12 / PERIODS[frequency].months;

/** The period number `index` (1-based) of `year`, written. */
export function writePeriod(frequency: IndicatorFrequency, year: number, index: number): string {
  const writing = PERIODS[frequency].writing;
  const written = String(year).padStart(4, '0');
  return writing ? `${written}-${writing.prefix}${String(index).padStart(writing.width, '0')}` : written;
}

/** The year and number of a written period (not checked: see isPeriodOf). */
function readPeriod(frequency: IndicatorFrequency, period: string) {
  const writing = PERIODS[frequency].writing;
  return { year: Number(period.slice(0, 4)), index: writing ? Number(period.slice(5 + writing.prefix.length)) : 1 };
}

/** How a period of each frequency is written: 2025-03, 2025-Q1, 2025. */
export const PERIOD_EXAMPLES = Object.fromEntries(
  INDICATOR_FREQUENCIES.map((frequency) => [frequency, writePeriod(frequency, 2025, frequency === 'MONTHLY' ? 3 : 1)]),
) as Record<IndicatorFrequency, string>;

/** A period of the frequency, written exactly as it writes them (2025-03, not 2025-3). */
export function isPeriodOf(frequency: IndicatorFrequency, period: string): boolean {
  if (!/^\d{4}/.test(period)) return false;
  const { year, index } = readPeriod(frequency, period);
  return Number.isInteger(index) && index >= 1 && index <= periodsInYear(frequency) && writePeriod(frequency, year, index) === period;
}

/** The period of the given frequency that contains the day (yyyy-MM-dd). */
export function periodContaining(frequency: IndicatorFrequency, day: string): string {
  const month = Number(day.slice(5, 7));
  return writePeriod(frequency, Number(day.slice(0, 4)), Math.ceil(month / PERIODS[frequency].months));
}

/** The period before this one. */
export function previousPeriod(frequency: IndicatorFrequency, period: string): string {
  const { year, index } = readPeriod(frequency, period);
  return index > 1 ? writePeriod(frequency, year, index - 1) : writePeriod(frequency, year - 1, periodsInYear(frequency));
}

/** The period after this one. */
export function nextPeriod(frequency: IndicatorFrequency, period: string): string {
  const { year, index } = readPeriod(frequency, period);
  return index < periodsInYear(frequency) ? writePeriod(frequency, year, index + 1) : writePeriod(frequency, year + 1, 1);
}

/**
 * The periods an indicator lacks (issue 34): from the one after its last measured period up to the last due one, or
 * null when it was never measured (nothing says where its series should start).
 */
export const missingPeriods = (frequency: IndicatorFrequency, lastPeriod: string | null, duePeriod: string) =>
  lastPeriod === null ? null : { from: nextPeriod(frequency, lastPeriod), to: duePeriod };

/** The last period that has ended on the day: its measurement is due. */
export const lastDuePeriod = (frequency: IndicatorFrequency, day: string) => previousPeriod(frequency, periodContaining(frequency, day));

/** A period as the interface writes it: the field kinds' one formatter. */
export { formatPeriod } from './field-kinds';
