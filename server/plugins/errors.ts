import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { Language } from '../lib/language';
import { fieldMessages, InvalidInput, type ValidationIssue } from '../lib/validation-messages';

interface PgError { code?: string; detail?: string; constraint?: string }

/** Database constraint violations that validation could not foresee (races, references) are client errors. */
function fromDatabase(error: PgError): AppError | undefined {
  switch (error.code) {
    case '23505': return new AppError(409, 'conflict', 'A record with the same unique value already exists.');
    case '23503': return new AppError(409, 'conflict', 'The record is referenced by other records or refers to a missing one.');
    case '22P02':
    case '22003':
    case '22007':
    case '22008': return new AppError(400, 'validation_error', 'A value has the wrong format or is out of range.');
    default: return undefined;
  }
}

function invalid(issues: ValidationIssue[], language: Language): AppError {
  const fields = fieldMessages(issues, language);
  return new AppError(400, 'validation_error', Object.entries(fields).map(([field, message]) => `${field}: ${message}`).join(' '), fields);
}

function toAppError(error: FastifyError & PgError, language: Language): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof InvalidInput) return invalid(error.issues, language);
  const cause = (error as { cause?: PgError }).cause;
  const database = fromDatabase(error) ?? (cause ? fromDatabase(cause) : undefined);
  if (database) return database;
  if (error.validation) return invalid(error.validation as ValidationIssue[], language);
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'file_too_large', 'The upload is larger than the allowed size.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'Send JSON or multipart/form-data.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'parse_error', 'The request body is not valid JSON.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'bad_request', error.message);
  }
  return undefined;
}

/** One error handler: every failure answers {detail, code}; 5xx never shows internals. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    const known = toAppError(error, request.language);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.statusCode).send(known.body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: 'Internal server error.', code: 'server_error' });
  });
}, { name: 'errors' });
