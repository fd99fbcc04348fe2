import { INDICATOR_FREQUENCIES, MEASUREMENT_GRACE_MONTHS, PERIODS, type IndicatorFrequency } from '../../../contract/indicators';

// The indicator periods in SQL, generated from their one declaration (contract/indicators.ts PERIODS): the agenda's
// statement dates the measurements due with these, the pages and the API with the contract's functions. Each takes the
// SQL of a frequency column and of a date or period, and answers SQL text (the inlined values are the declaration's).

const byFrequency = (frequency: string, each: (months: number, frequency: IndicatorFrequency) => string) =>
  `(CASE ${frequency} ${INDICATOR_FREQUENCIES.map((f) => `WHEN '${f}' THEN ${each(PERIODS[f].months, f)}`).join(' ')} END)`;

/** A period's length. */
export const periodStep = (frequency: string) => byFrequency(frequency, (months) => `interval '${months} month'`);

/** The first day of the period that contains the day. */
export const periodStartOfDay = (frequency: string, day: string) =>
  byFrequency(
    frequency,
    (months) => `make_date(extract(year from ${day})::int, ((extract(month from ${day})::int - 1) / ${months}) * ${months} + 1, 1)`,
  );

/** The first day of a written period (2025-03, 2025-Q1, 2025). */
export const periodStartOfText = (frequency: string, period: string) =>
  byFrequency(frequency, (months, f) => {
    const writing = PERIODS[f].writing;
    const index = writing ? `substr(${period}, ${6 + writing.prefix.length})::int` : '1';
    return `make_date(left(${period}, 4)::int, (${index} - 1) * ${months} + 1, 1)`;
  });

/** The period that starts on the day, written as the frequency writes it. */
export const periodText = (frequency: string, start: string) =>
  byFrequency(frequency, (months, f) => {
    const writing = PERIODS[f].writing;
    const year = `to_char(${start}, 'YYYY')`;
    if (!writing) return year;
    const index = `((extract(month from ${start})::int - 1) / ${months} + 1)`;
    return `${year} || '-${writing.prefix}' || lpad(${index}::text, ${writing.width}, '0')`;
  });

/** The day the measurement of the period starting on the day is due: the end of the grace months after the period. */
export const measurementDue = (frequency: string, start: string) =>
  `(${start} + ${periodStep(frequency)} + interval '${MEASUREMENT_GRACE_MONTHS} month' - interval '1 day')`;
