// The body of every error answer of the API: spec §8 normalises it to {detail, code, status, statusText}.
export interface ApiErrorBody {
  detail: string;
  code: string;
  /** Per-field messages for validation errors (400), keyed by the wire field name. */
  fields?: Record<string, string>;
  /** Row-level problems of an uploaded spreadsheet: nothing was written when these are present. */
  rows?: RowProblem[];
}

export interface RowProblem {
  /** 1-based row number as the spreadsheet shows it. */
  row: number;
  column: string;
  problem: string;
}

/** Spec §8: translation key the browser shows for a status when the server gave no code. */
export const errorKeyForStatus = (status: number | undefined): string => {
  switch (status) {
    case 400:
      return 'error_400';
    case 401:
      return 'error_401';
    case 403:
      return 'error_403';
    case 404:
      return 'error_404';
    case 500:
      return 'error_500';
    default:
      return 'error_was_ocurred';
  }
};
