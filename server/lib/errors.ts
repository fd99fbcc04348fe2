import type { ApiErrorBody, RowProblem } from '../../contract/errors';

/** An error the client caused or may see: its status, code and detail reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string>,
    readonly rows?: RowProblem[],
  ) {
    super(detail);
  }

  body(): ApiErrorBody {
    return {
      detail: this.detail,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.rows ? { rows: this.rows } : {}),
    };
  }
}

/** 503: the server cannot answer right now (database unreachable, overloaded); the client may retry after a few seconds. */
export class ServiceUnavailable extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds = 3,
  ) {
    super(503, 'service_unavailable', detail);
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'validation_error', `${field}: ${message}`, { [field]: message });
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, 'not_authenticated', detail);
export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new AppError(403, 'permission_denied', detail);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);
export const fileTooLarge = () => new AppError(413, 'file_too_large', 'The upload is larger than the allowed size.');
export const conflict = (detail: string, code = 'conflict', fields?: Record<string, string>) => new AppError(409, code, detail, fields);
