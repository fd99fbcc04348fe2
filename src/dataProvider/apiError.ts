import { HttpError } from 'react-admin';
import { errorKeyForStatus, type ApiErrorBody } from '../../contract/errors';

/** Codes the API answers (contract) that the catalogue explains under `errors.<code>`. */
export const API_ERROR_CODES = [
  'validation_error',
  'not_authenticated',
  'token_not_valid',
  'invalid_credentials',
  'too_many_attempts',
  'permission_denied',
  'not_found',
  'conflict',
  'email_taken',
  'has_children',
  'module_inactive',
  'own_account',
  'file_too_large',
  'unsupported_file_type',
  'unsupported_media_type',
  'parse_error',
  'bad_request',
  'request_too_large',
  'too_many_parts',
  'import_too_large',
  'import_busy',
  'service_unavailable',
  'server_error',
] as const;

const GENERAL_ERROR_KEY = 'error_was_ocurred';

/** react-admin's HttpError carrying spec §8's normalised fields; `message` is a translation key or server text. */
export type ApiError = HttpError & {
  detail: string;
  code: string;
  statusText: string;
  body: Partial<ApiErrorBody> & { errors?: Record<string, string> };
};

const isKnownCode = (code: unknown): code is (typeof API_ERROR_CODES)[number] => (API_ERROR_CODES as readonly unknown[]).includes(code);

const createApiError = (status: number, statusText: string, body: Partial<ApiErrorBody>): ApiError => {
  const statusKey = errorKeyForStatus(status || undefined);
  const detail = body.detail || statusKey;
  const code = body.code || statusKey;
  const message = isKnownCode(body.code) ? `errors.${body.code}` : detail;
  // react-admin shows `body.errors` next to the matching form inputs.
  const errors = body.fields && Object.keys(body.fields).length > 0 ? body.fields : undefined;
  const error = new HttpError(message, status, { ...body, detail, code, errors });
  return Object.assign(error, { detail, code, statusText: statusText || statusKey }) as ApiError;
};

const readErrorBody = async (response: Response): Promise<Partial<ApiErrorBody>> => {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : {};
  } catch {
    return {};
  }
};

export const apiErrorFromResponse = async (response: Response): Promise<ApiError> =>
  createApiError(response.status, response.statusText, await readErrorBody(response));

/** The request never got an answer (network down, server unreachable). */
export const noResponseError = (): ApiError => createApiError(0, GENERAL_ERROR_KEY, { detail: GENERAL_ERROR_KEY, code: GENERAL_ERROR_KEY });

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof HttpError && typeof (error as Partial<ApiError>).code === 'string';
