// Indicator module constants shared by the API and the browser app.

export const INDICATOR_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type IndicatorFrequency = (typeof INDICATOR_FREQUENCIES)[number];
export const INDICATOR_DIRECTIONS = ['HIGHER_IS_BETTER', 'LOWER_IS_BETTER'] as const;
/** MANUAL: measurements are typed; FULFILLED_EVIDENCES: % of the center's evidences FULFILLED (legal module), per period. */
export const INDICATOR_SOURCES = ['MANUAL', 'FULFILLED_EVIDENCES'] as const;
export const THRESHOLD_LEVELS = ['GOOD', 'WARNING', 'BAD'] as const;
export const ANALYSIS_CONCLUSIONS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const;
export const ACTION_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;

const PATTERNS: Record<IndicatorFrequency, RegExp> = {
  MONTHLY: /^\d{4}-(0[1-9]|1[0-2])$/,
  QUARTERLY: /^\d{4}-Q[1-4]$/,
  YEARLY: /^\d{4}$/,
};

/** How a period of each frequency is written: 2025-03, 2025-Q1, 2025. */
export const PERIOD_EXAMPLES: Record<IndicatorFrequency, string> = { MONTHLY: '2025-03', QUARTERLY: '2025-Q1', YEARLY: '2025' };

export const isPeriodOf = (frequency: IndicatorFrequency, period: string): boolean => PATTERNS[frequency].test(period);

/** The period of the given frequency that contains the day (yyyy-MM-dd). */
export function periodContaining(frequency: IndicatorFrequency, day: string): string {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  if (frequency === 'MONTHLY') return day.slice(0, 7);
  if (frequency === 'QUARTERLY') return `${year}-Q${Math.ceil(month / 3)}`;
  return year;
}

/** The period before this one. */
export function previousPeriod(frequency: IndicatorFrequency, period: string): string {
  const year = Number(period.slice(0, 4));
  if (frequency === 'YEARLY') return String(year - 1);
  if (frequency === 'QUARTERLY') {
    const quarter = Number(period.slice(6));
    return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
  }
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The last period that has ended on the day: its measurement is due. */
export const lastDuePeriod = (frequency: IndicatorFrequency, day: string) => previousPeriod(frequency, periodContaining(frequency, day));

/** A period as the interface writes it: the field kinds' one formatter. */
export { formatPeriod } from './field-kinds';
