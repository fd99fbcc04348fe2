import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromDatabase } from '../lib/database-errors';
import { AppError, fileTooLarge, ServiceUnavailable } from '../lib/errors';
import { parseAcceptLanguage, type Language } from '../lib/language';
import { verbatim, word } from '../lib/messages';
import { InvalidInput, validationError, type ValidationIssue } from '../lib/validation-messages';

const notMultipart = () => new AppError(400, 'parse_error', 'request.notMultipart');
const tooManyParts = () => new AppError(413, 'too_many_parts', 'request.tooManyParts');

/** Errors Fastify and @fastify/multipart raise about what the client sent, by their code. */
function fromRequestParsing(code: string | undefined): AppError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'request_too_large', 'request.tooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'request.unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'parse_error', 'request.notJson');
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
  if (error instanceof InvalidInput) return validationError(error.issues);
  const database = fromDatabase(error);
  if (database) return database;
  if (error.validation) return validationError(error.validation as ValidationIssue[]);
  const parsing = fromRequestParsing(error.code);
  if (parsing) return parsing;
  // Busboy reports a broken body (no boundary, truncated, malformed part headers) with uncoded errors.
  if (request.readingBody) return notMultipart();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'bad_request', verbatim(error.message));
  }
  return undefined;
}

/** Errors Fastify raises before routing (a malformed URL), which the error handler never sees. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'bad_request', 'request.badUrl')
      : new AppError(400, 'bad_request', 'request.notRouted');
  return reply.status(known.statusCode).send(known.body(askedLanguage(request) ?? 'en'));
}

const NAMES_A_LANGUAGE = /(^|,)\s*(es|ca|en)([-_;,\s]|$)/i;
// Read from the header: errors raised before routing come before the language hook.
export const askedLanguage = ({ headers }: FastifyRequest): Language | undefined =>
  NAMES_A_LANGUAGE.test(headers['accept-language'] ?? '') ? parseAcceptLanguage(headers['accept-language']) : undefined;

/** The language an error is worded in (issue 14): the one the client names; English for an API client that names none, except form validation. */
// Browsers always name theirs; form validation follows the request's language (Spanish by default), as it always did.
const languageOf = (error: AppError, request: FastifyRequest): Language =>
  error.followsRequest ? request.language : (askedLanguage(request) ?? 'en');

/** One error handler: every failure answers {detail, code}; 5xx never shows internals. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = toAppError(error, request);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (known instanceof ServiceUnavailable) reply.header('retry-after', known.retryAfterSeconds);
        return reply.status(known.statusCode).send(known.body(languageOf(known, request)));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ detail: word(askedLanguage(request) ?? 'en', 'request.serverError'), code: 'server_error' });
    });
  },
  { name: 'errors' },
);
