// DRF-style page every list answers (spec §3).
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;
/** Query value that asks a list route for its spreadsheet variant instead of JSON. */
export const SPREADSHEET_FORMAT = 'xlsx';
export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
