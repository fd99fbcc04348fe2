import { formatDate, formatDateTime } from '../../contract/field-kinds';
// Parsed and formatted by hand: date-fns' parser and formatter would weigh on the first page's download.
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day without a time is the user's calendar day (local midnight), as the API sends due dates. */
const toDate = (value: Date | string): Date => {
  if (value instanceof Date) return value;
  const day = DAY_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

const isValid = (date: Date) => !Number.isNaN(date.getTime());

const twoDigits = (value: number) => String(value).padStart(2, '0');

const calendarDay = (date: Date) => ({
  year: String(date.getFullYear()).padStart(4, '0'),
  month: twoDigits(date.getMonth() + 1),
  day: twoDigits(date.getDate()),
});

/** Spec §9: dates are displayed day/month/year; empty for a missing or unreadable date (the field kinds' one formatter). */
export const toDisplayDate = (value: Date | string | null | undefined): string => formatDate(value);

/** Spec §9: dates are sent year-month-day, in the user's calendar day (not UTC). */
export const toApiDate = (value: Date | string): string => {
  const date = toDate(value);
  if (!isValid(date)) throw new RangeError('Invalid time value');
  const { year, month, day } = calendarDay(date);
  return `${year}-${month}-${day}`;
};

/** A moment (an ISO timestamp) as day/month/year hours:minutes in the browser's time zone; empty when unreadable. */
export const toDisplayDateTime = (value: string): string => formatDateTime(value);
