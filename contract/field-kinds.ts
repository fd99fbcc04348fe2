// The kinds of value a field can hold, declared once for both halves (issue 23): the kind decides how a
// list, a show page, a chart axis, a spreadsheet cell and a history line render the field. The wire
// format is not the kind's business: it stays the spec's (numerics as strings, dates as yyyy-MM-dd).

/** Units a quantity is measured in (the waste collections' `unit` codes). */
export const QUANTITY_UNITS = ['kg', 't', 'l', 'm3', 'unit'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export type FieldKind =
  /** A measured amount; the unit is fixed or read from a sibling field of the same row. */
  | { kind: 'quantity'; unit?: QuantityUnit; unitField?: string }
  /** Euros, two decimals. */
  | { kind: 'money' }
  /** Worked or planned hours, up to two decimals. */
  | { kind: 'hours' }
  /** A share already in percent (66.7 means 66.7 %). */
  | { kind: 'percent' }
  /** A plain count or measure without unit. */
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  /** A date by which something must happen: past it, the field is overdue wherever it shows. */
  | { kind: 'dueDate' }
  /** A measurement period: a year, a month "2025-03" or a quarter "2025-Q1". */
  | { kind: 'period' }
  /** A code with translated labels under `labels` (`projects.states` + `.FINISHED`). */
  | { kind: 'state'; labels: string }
  | { kind: 'boolean' }
  /** The id of a row of another table; shown by that row's name. */
  | { kind: 'reference'; table: string }
  /** A name kept in Spanish and Catalan (`name_es`, `name_ca`). */
  | { kind: 'bilingualName' }
  | { kind: 'file' }
  | { kind: 'text' };

/** The interface languages (es, ca; en for the consultancy's own staff). */
export type DisplayLanguage = 'es' | 'ca' | 'en';

const INTL_LOCALE: Record<DisplayLanguage, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** "es_ES", "ca-ES", "ca" -> the display language; anything else reads as Spanish, the product's first language. */
export const displayLanguage = (locale: string | undefined | null): DisplayLanguage => {
  const base = (locale ?? '').slice(0, 2).toLowerCase();
  return base === 'ca' || base === 'en' ? base : 'es';
};

// Thousands grouped from four digits on: CLDR's Spanish default leaves "7600" ungrouped beside "11.700".
const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: DisplayLanguage, min: number, max: number): Intl.NumberFormat => {
  const key = `${language}:${min}:${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions);
    formatters.set(key, format);
  }
  return format;
};

/** A number from the wire: numerics arrive as strings with a dot ("490.000"); null when empty or unreadable. */
export const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : null;
};

const UNIT_SYMBOL: Record<DisplayLanguage, Record<QuantityUnit, string>> = {
  es: { kg: 'kg', t: 't', l: 'L', m3: 'm³', unit: 'ud.' },
  ca: { kg: 'kg', t: 't', l: 'L', m3: 'm³', unit: 'u.' },
  en: { kg: 'kg', t: 't', l: 'L', m3: 'm³', unit: 'units' },
};

/** The unit's symbol as the language writes it; an unknown code is shown as it is. */
export const unitSymbol = (unit: string | null | undefined, language: DisplayLanguage): string =>
  unit ? (UNIT_SYMBOL[language][unit as QuantityUnit] ?? unit) : '';

/** 1234.5 -> "1.234,5" in es/ca; up to three decimals, none added. */
export const formatNumber = (value: unknown, language: DisplayLanguage, maxDecimals = 3): string => {
  const number = toNumber(value);
  return number === null ? '' : numberFormat(language, 0, maxDecimals).format(number);
};

/** "490.000", kg -> "490 kg"; "1000.000" without unit -> "1.000". */
export const formatQuantity = (value: unknown, unit: string | null | undefined, language: DisplayLanguage): string => {
  const number = formatNumber(value, language, 3);
  if (!number) return '';
  const symbol = unitSymbol(unit, language);
  return symbol ? `${number}\u00a0${symbol}` : number;
};

/** 7600 -> "7.600,00 €" (es/ca), "€7,600.00" would be English's order; we keep the amount-then-sign of Spain. */
export const formatMoney = (value: unknown, language: DisplayLanguage): string => {
  const number = toNumber(value);
  return number === null ? '' : `${numberFormat(language, 2, 2).format(number)}\u00a0€`;
};

/** 21.5 -> "21,5 h". */
export const formatHours = (value: unknown, language: DisplayLanguage): string => {
  const number = toNumber(value);
  return number === null ? '' : `${numberFormat(language, 0, 2).format(number)}\u00a0h`;
};

/** 66.666 -> "66,7 %": one decimal at most, everywhere. */
export const formatPercent = (value: unknown, language: DisplayLanguage): string => {
  const number = toNumber(value);
  return number === null ? '' : `${numberFormat(language, 0, 1).format(number)}\u00a0%`;
};

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** A day without a time is a calendar day (local midnight), as the API sends due dates. */
const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = String(value);
  const day = DAY_ONLY.exec(text);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Spec §9: dd/MM/yyyy; empty for a missing or unreadable date. */
export const formatDate = (value: unknown): string => {
  const date = toDate(value);
  return date ? `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}` : '';
};

/** The calendar day as the API writes it, yyyy-MM-dd (the reader's day, not UTC's); null when unreadable. */
export const wireDate = (value: unknown): string | null => {
  const date = toDate(value);
  return date ? `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}` : null;
};

/** dd/MM/yyyy HH:mm in the reader's time zone. */
export const formatDateTime = (value: unknown): string => {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}` : '';
};

/** The calendar day `value` stands for, as a Date at local midnight (for spreadsheets); null when unreadable. */
export const calendarDate = (value: unknown): Date | null => {
  const date = toDate(value);
  return date ? new Date(date.getFullYear(), date.getMonth(), date.getDate()) : null;
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (language: DisplayLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], options);
    dateFormatters.set(key, format);
  }
  return format;
};

/** 2026-11-27 -> "27 de noviembre de 2026" (a report's cover); empty for a missing or unreadable date. */
export const formatLongDate = (value: unknown, language: DisplayLanguage): string => {
  const date = toDate(value);
  return date ? dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date) : '';
};

/** "2026-11" -> "nov 26" (a chart's axis); anything else as it is. */
export const formatShortMonth = (month: string, language: DisplayLanguage): string => {
  const date = toDate(`${month}-01`);
  return date && /^\d{4}-\d{2}$/.test(month) ? dateFormat(language, { month: 'short', year: '2-digit' }).format(date) : month;
};

/** "2025-03" -> "Marzo de 2025", "2025-Q1" -> "T1 2025" ("Q1 2025" in English), "2025" -> "2025"; anything else as it is. */
export function formatPeriod(period: string, language: DisplayLanguage): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return `${language === 'en' ? 'Q' : 'T'}${quarter[2]} ${quarter[1]}`;
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!month) return period;
  const text = dateFormat(language, { month: 'long', year: 'numeric' }).format(new Date(Number(month[1]), Number(month[2]) - 1, 1));
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export type DueStatus = 'none' | 'overdue' | 'today' | 'soon' | 'ok';

const DAY_MS = 86_400_000;

/** The time zones a center's days are counted in (issue 34): the peninsula's, and the Canary Islands' own. */
export type CenterTimeZone = 'Europe/Madrid' | 'Atlantic/Canary';
/** Spain's compliance day, as the server counts it (`todayInSpain`). */
export const SPAIN_TIME_ZONE: CenterTimeZone = 'Europe/Madrid';

/** A center's time zone from its autonomous community (ISO 3166-2:ES): Atlantic/Canary for ES-CN, else Madrid's. */
export const centerTimeZone = (autonomousCommunity: string | null | undefined): CenterTimeZone =>
  autonomousCommunity === 'ES-CN' ? 'Atlantic/Canary' : SPAIN_TIME_ZONE;

const zoneDays = new Map<string, Intl.DateTimeFormat>();
/**
 * Today's calendar day (yyyy-MM-dd) in a center's time zone, whatever the zone of the reader's clock: "today", "days
 * left" and a form's default day are the center's, never the browser's (a reader in New York at 21:00 is already on
 * Madrid's next day). The one place the browser asks what day it is.
 */
export const todayIn = (zone: CenterTimeZone = SPAIN_TIME_ZONE, now: Date = new Date()): string => {
  let format = zoneDays.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneDays.set(zone, format);
  }
  return format.format(now);
};

/** yyyy-MM-dd plus a number of days (calendar arithmetic: no clock, no zone). */
export const addCalendarDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Whole calendar days from today to the due day: negative once it has passed; NaN when unreadable. Today is a day
 * (yyyy-MM-dd, or a Date read as its calendar day); absent, today in Madrid.
 */
export const daysUntil = (value: unknown, today: Date | string = todayIn()): number => {
  const date = toDate(value);
  const from = toDate(today);
  if (!date || !from) return Number.NaN;
  const due = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const now = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  return Math.round((due - now) / DAY_MS);
};

/** Overdue once the day has passed; "soon" within `warningDays` ahead. A done item is never overdue. */
export const dueStatus = (value: unknown, options: { warningDays?: number; done?: boolean; today?: Date | string } = {}): DueStatus =>
  dueStatusOfDays(daysUntil(value, options.today), options);

/** The due status of a count of days left (the server's `days_left`, or `daysUntil`'s). */
export const dueStatusOfDays = (days: number, options: { warningDays?: number; done?: boolean } = {}): DueStatus => {
  if (Number.isNaN(days)) return 'none';
  if (options.done) return 'ok';
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= (options.warningDays ?? 30) ? 'soon' : 'ok';
};

/** A value of a kind that needs no catalogue (numbers, dates), as text; codes and references are the caller's. */
export const formatPlain = (kind: FieldKind, value: unknown, language: DisplayLanguage, row?: Record<string, unknown>): string => {
  switch (kind.kind) {
    case 'quantity':
      return formatQuantity(value, kind.unit ?? (kind.unitField ? (row?.[kind.unitField] as string | undefined) : undefined), language);
    case 'money':
      return formatMoney(value, language);
    case 'hours':
      return formatHours(value, language);
    case 'percent':
      return formatPercent(value, language);
    case 'number':
      return formatNumber(value, language);
    case 'date':
    case 'dueDate':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'period':
      return value === null || value === undefined ? '' : formatPeriod(String(value), language);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
};
