import { format, isValid, parseISO } from 'date-fns';

const DISPLAY_FORMAT = 'dd/MM/yyyy';
const API_FORMAT = 'yyyy-MM-dd';

const toDate = (value: Date | string): Date => (value instanceof Date ? value : parseISO(value));

/** Spec §9: dates are displayed day/month/year; empty for a missing or unreadable date. */
export const toDisplayDate = (value: Date | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DISPLAY_FORMAT) : '';
};

/** Spec §9: dates are sent year-month-day, in the user's calendar day (not UTC). */
export const toApiDate = (value: Date | string): string => format(toDate(value), API_FORMAT);

/** A moment (an ISO timestamp) as day/month/year hours:minutes in the browser's time zone; empty when unreadable. */
export const toDisplayDateTime = (value: string): string => {
  const date = parseISO(value);
  return isValid(date) ? format(date, `${DISPLAY_FORMAT} HH:mm`) : '';
};
