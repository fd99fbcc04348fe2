import { isConnectionError } from '../db/pool';
import { AppError, conflict, ServiceUnavailable } from './errors';
import { message } from './messages';
import { fieldMessages, validationError } from './validation-messages';

/** What pg and PGlite report with a failed statement (drizzle wraps it as the error's `cause`). */
interface DatabaseFailure {
  code?: unknown;
  message?: unknown;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The first error of the cause chain that is a database or connection failure. */
function failureOf(error: unknown): { failure: DatabaseFailure; unreachable: boolean } | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const failure = current as DatabaseFailure;
    if (isConnectionError(current)) return { failure, unreachable: true };
    if (typeof failure.code === 'string' && SQLSTATE.test(failure.code)) return { failure, unreachable: false };
    current = failure.cause;
  }
  return undefined;
}

/** The key columns a violation reports, in any server language: "Key (email)=(a@b.c) already exists." */
const keyColumns = (detail: string | undefined) => /\(([^()]+)\)=\(/.exec(detail ?? '')?.[1]?.split(/,\s*/) ?? [];

/**
 * The one written column a constraint is about: the column PostgreSQL names, the single column of
 * its key, or the constraint name without its table and kind (`evidence_state_check` -> `state`).
 */
function columnOf(failure: DatabaseFailure): string | undefined {
  if (failure.column) return failure.column;
  const keys = keyColumns(failure.detail);
  if (keys.length) return keys.length === 1 ? keys[0] : undefined;
  const name = failure.constraint ?? '';
  const table = failure.table ? `${failure.table}_` : '';
  if (!table || !name.startsWith(table)) return undefined;
  return name.slice(table.length).replace(/_(check|key|unique|fkey|not_null)$/, '') || undefined;
}

/** A foreign key failing on the written row's own column (a missing parent), not on a parent still referenced. */
const isOwnReference = (failure: DatabaseFailure, column: string | undefined) =>
  column !== undefined && column !== 'id' && (failure.constraint ?? '').startsWith(`${failure.table}_${column}`);

const fieldsFor = (column: string | undefined, keyword: string) =>
  column ? fieldMessages([{ instancePath: `/${column}`, keyword, params: {} }]) : undefined;

const stillReferenced = () => conflict('database.stillReferenced', 'has_children');
const tryAgain = () => conflict('database.tryAgain');

/** What a database failure means to the client; undefined when it is the server's own fault (500). */
export function fromDatabase(error: unknown): AppError | undefined {
  const found = failureOf(error);
  if (!found) return undefined;
  const { failure, unreachable } = found;
  const code = String(failure.code ?? '');
  const sqlClass = code.slice(0, 2);
  if (unreachable || sqlClass === '08' || sqlClass === '53' || code.startsWith('57P') || code === '57014') {
    return new ServiceUnavailable('database.unreachable');
  }
  if (code === '40001' || code === '40P01' || code === '55P03') return tryAgain();
  if (sqlClass === '22') {
    const column = failure.column;
    return column
      ? validationError([{ instancePath: `/${column}`, keyword: 'format', params: {} }])
      : new AppError(400, 'validation_error', 'database.badValue');
  }
  if (sqlClass !== '23') return undefined;
  const column = columnOf(failure);
  switch (code) {
    case '23502':
      return validationError([{ instancePath: `/${column ?? ''}`, keyword: 'required', params: {} }]);
    case '23514':
      return validationError([{ instancePath: `/${column ?? ''}`, keyword: 'check', params: {} }]);
    case '23505':
      return conflict(column ? message('database.unique', { column }) : 'database.uniqueValue', 'conflict', fieldsFor(column, 'unique'));
    case '23503':
      return isOwnReference(failure, column)
        ? conflict(message('database.reference', { column: column! }), 'conflict', fieldsFor(column, 'reference'))
        : stillReferenced();
    case '23001':
      return stillReferenced();
    default:
      return conflict('database.conflict');
  }
}
