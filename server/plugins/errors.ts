import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromDatabase } from '../lib/database-errors';
import { AppError, fileTooLarge, ServiceUnavailable } from '../lib/errors';
import type { ApiErrorBody } from '../../contract/errors';
import { translateDetail } from '../lib/detail-translations';
import type { Language } from '../lib/language';
import { InvalidInput, validationError, type ValidationIssue } from '../lib/validation-messages';

const notMultipart = () => new AppError(400, 'parse_error', 'The request body is not valid multipart/form-data.');
const tooManyParts = () => new AppError(413, 'too_many_parts', 'The form has more files or fields than allowed (10 files, 200 fields).');

/** Errors Fastify and @fastify/multipart raise about what the client sent, by their code. */
function fromRequestParsing(code: string | undefined): AppError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'request_too_large', 'The request body is larger than the allowed size.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'Send JSON or multipart/form-data.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'parse_error', 'The request body is not valid JSON.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooManyParts();
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return notMultipart();
    default:
      return undefined;
  }
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof InvalidInput) return validationError(error.issues, request.language);
  const database = fromDatabase(error, request.language);
  if (database) return database;
  if (error.validation) return validationError(error.validation as ValidationIssue[], request.language);
  const parsing = fromRequestParsing(error.code);
  if (parsing) return parsing;
  // Busboy reports a broken body (no boundary, truncated, malformed part headers) with uncoded errors.
  if (request.readingBody) return notMultipart();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'bad_request', error.message);
  }
  return undefined;
}

/** Errors Fastify raises before routing (a malformed URL), which the error handler never sees. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'bad_request', 'The address is not a valid URL (malformed percent-encoding).')
      : new AppError(400, 'bad_request', 'The request could not be routed.');
  return reply.status(known.statusCode).send(known.body());
}

const NAMES_A_LANGUAGE = /(^|,)\s*(es|ca|en)([-_;,\s]|$)/i;
const asked = (request: FastifyRequest): Language | undefined =>
  NAMES_A_LANGUAGE.test(request.headers['accept-language'] ?? '') ? request.language : undefined;

/** The body's detail and field messages in the request's language (issue 14). */
// Only when the client names its language (browsers always do): an API client that does not keeps the words it was written with.
function inLanguage(body: ApiErrorBody, language: Language | undefined): ApiErrorBody {
  if (!language || language === 'en') return body;
  const fields =
    body.fields && Object.fromEntries(Object.entries(body.fields).map(([field, message]) => [field, translateDetail(message, language)]));
  return { ...body, detail: translateDetail(body.detail, language), ...(fields ? { fields } : {}) };
}

/** One error handler: every failure answers {detail, code}; 5xx never shows internals. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = toAppError(error, request);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (known instanceof ServiceUnavailable) reply.header('retry-after', known.retryAfterSeconds);
        return reply.status(known.statusCode).send(inLanguage(known.body(), asked(request)));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ detail: translateDetail('Internal server error.', asked(request) ?? 'en'), code: 'server_error' });
    });
  },
  { name: 'errors' },
);
