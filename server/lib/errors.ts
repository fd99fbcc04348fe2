import type { ApiErrorBody, RowProblem } from '../../contract/errors';
import type { Language } from './language';
import { message, named, word, type Message, type MessageKey, type Params, type ResourceName } from './messages';

/** A row problem of an uploaded spreadsheet as the server keeps it: its problem a message, worded when the answer is sent. */
export type KeyedRowProblem = Omit<RowProblem, 'problem'> & { problem: Message };

/**
 * An error the client caused or may see: its status and code reach the client as they are, its detail and field
 * messages are message keys worded in the request's language when the answer is sent (server/lib/messages.ts).
 */
export class AppError extends Error {
  /** Worded in the request's language even when the client named none (form validation, as browsers show it). */
  followsRequest = false;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: Message,
    readonly fields?: Record<string, Message>,
    readonly rows?: KeyedRowProblem[],
  ) {
    super(word('en', detail));
  }

  inRequestLanguage(): this {
    this.followsRequest = true;
    return this;
  }

  body(language: Language): ApiErrorBody {
    const fields = this.fields && Object.fromEntries(Object.entries(this.fields).map(([field, said]) => [field, word(language, said)]));
    return {
      detail: word(language, this.detail),
      code: this.code,
      ...(fields ? { fields } : {}),
      ...(this.rows ? { rows: this.rows.map((row): RowProblem => ({ ...row, problem: word(language, row.problem) })) } : {}),
    };
  }
}

/** 503: the server cannot answer right now (database unreachable, overloaded); the client may retry after a few seconds. */
export class ServiceUnavailable extends AppError {
  constructor(
    detail: Message,
    readonly retryAfterSeconds = 3,
  ) {
    super(503, 'service_unavailable', detail);
  }
}

/** 400 naming the field: detail "field: message", fields {field: message}. */
export const badRequest = (field: string, key: MessageKey, params?: Params) => {
  const said = message(key, params);
  return new AppError(400, 'validation_error', message('common.fieldProblem', { field, problem: said }), { [field]: said });
};
export const notAuthenticated = (detail: Message = 'common.notAuthenticated') => new AppError(401, 'not_authenticated', detail);
export const permissionDenied = (detail: Message = 'common.permissionDenied') => new AppError(403, 'permission_denied', detail);
export const notFound = (record: ResourceName = 'record') =>
  new AppError(404, 'not_found', message('common.notFound', { record: named(record) }));
export const fileTooLarge = () => new AppError(413, 'file_too_large', 'common.fileTooLarge');
export const conflict = (detail: Message, code = 'conflict', fields?: Record<string, Message>) => new AppError(409, code, detail, fields);
/** 400 validation_error with several fields: the detail is the first field's message. */
export const invalidFields = (fields: Record<string, Message>, code = 'validation_error') =>
  new AppError(400, code, Object.values(fields)[0]!, fields);
