import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { POSTAL_CODE_PATTERN } from '../../contract/spain';
import { AppError } from '../lib/errors';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns schema-validation issues into {field: message}, naming the wire field. */
export function fieldMessages(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    const path = typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = path || 'body';
    fields[field] ??= messageOf(issue);
  }
  return fields;
}

const PATTERN_MESSAGES: Record<string, string> = {
  '\\S': 'This field may not be blank.',
  [POSTAL_CODE_PATTERN]: 'Enter a Spanish postal code: five digits, starting 01 to 52.',
};

function messageOf(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'required': return 'This field is required.';
    case 'minLength': return issue.params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${issue.params.limit} characters.`;
    case 'maxLength': return `Ensure this field has no more than ${issue.params.limit} characters.`;
    case 'pattern': return PATTERN_MESSAGES[issue.params.pattern as string] ?? 'This value has the wrong format.';
    case 'format': return issue.params.format === 'email' ? 'Enter a valid e-mail address.' : `Enter a valid ${issue.params.format}.`;
    case 'enum': return `Must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'const': return `Must be ${String(issue.params.allowedValue)}.`;
    default: return `${(issue.message ?? 'is not valid').replace(/^must/, 'Must')}.`;
  }
}

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

function toAppError(error: FastifyError & PgError): AppError | undefined {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: PgError }).cause;
  const database = fromDatabase(error) ?? (cause ? fromDatabase(cause) : undefined);
  if (database) return database;
  if (error.validation) {
    const fields = fieldMessages(error.validation as ValidationIssue[]);
    const summary = Object.entries(fields).map(([field, message]) => `${field}: ${message}`).join(' ');
    return new AppError(400, 'validation_error', summary, fields);
  }
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
    const known = toAppError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.statusCode).send(known.body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: 'Internal server error.', code: 'server_error' });
  });
}, { name: 'errors' });
