import { formatDate, formatDateTime, wireDate } from '../../contract/field-kinds';

/** Spec §9: dates are displayed day/month/year; empty for a missing or unreadable date (the field kinds' one formatter). */
export const toDisplayDate = (value: Date | string | null | undefined): string => formatDate(value);

/** Spec §9: dates are sent year-month-day, in the user's calendar day (not UTC). */
export const toApiDate = (value: Date | string): string => {
  const day = wireDate(value);
  if (day === null) throw new RangeError('Invalid time value');
  return day;
};

/** A moment (an ISO timestamp) as day/month/year hours:minutes in the browser's time zone; empty when unreadable. */
export const toDisplayDateTime = (value: string): string => formatDateTime(value);
