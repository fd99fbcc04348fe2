// unzipper (exceljs' own zip reader) ships no types: the little the spreadsheet reader uses.
declare module 'unzipper' {
  import type { PassThrough, Transform } from 'node:stream';

  export interface Entry extends PassThrough {
    path: string;
    type: 'File' | 'Directory';
    autodrain(): void;
  }

  /** Reads a zip as a stream of its entries ('entry' events), in the order they are stored, as exceljs' streaming reader does. */
  export function Parse(options?: { forceStream?: boolean }): Transform;

  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
