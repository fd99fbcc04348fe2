import { POSTAL_CODE_PATTERN } from '../../contract/spain';
import { AppError } from './errors';
import { keyed, message, type Message } from './messages';

/** One schema-validation issue, as ajv and TypeBox's compiler both report it. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Thrown by validation outside Fastify's own (json_data); the error handler words it in the request's language. */
export class InvalidInput extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super('invalid input');
  }
}

function messageOf(issue: ValidationIssue): Message {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return 'validation.required';
    case 'minLength':
      return limit === 1 ? 'validation.blank' : message('validation.minLength', { limit });
    case 'maxLength':
      return message('validation.maxLength', { limit });
    case 'minimum':
      return message('validation.minimum', { limit });
    case 'maximum':
      return message('validation.maximum', { limit });
    case 'pattern':
      return issue.params.pattern === '\\S'
        ? 'validation.blank'
        : issue.params.pattern === POSTAL_CODE_PATTERN
          ? 'validation.postalCode'
          : 'validation.format';
    case 'format':
      return issue.params.format === 'email' ? 'validation.email' : 'validation.format';
    case 'nul':
      return 'validation.nul';
    case 'unique':
      return 'validation.unique';
    case 'reference':
      return 'validation.reference';
    case 'enum':
      return message('validation.oneOf', { values: (issue.params.allowedValues as unknown[]).join(', ') });
    case 'const':
      return message('validation.oneOf', { values: String(issue.params.allowedValue) });
    case 'type': {
      const type = String(issue.params.type);
      return type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'string'
        ? `validation.${type}`
        : 'validation.invalid';
    }
    default:
      return 'validation.invalid';
  }
}

/** {field: message} naming the wire field (the first problem of each), in the given language. */
export function fieldMessages(issues: ValidationIssue[]): Record<string, Message> {
  const fields: Record<string, Message> = {};
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    const path = typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    fields[path || 'body'] ??= messageOf(issue);
  }
  return fields;
}

/** 400 validation_error naming each field ("field: message" each, in the detail), worded in the request's language. */
export function validationError(issues: ValidationIssue[]): AppError {
  const fields = fieldMessages(issues);
  const problems = Object.entries(fields).map(([field, problem]) => message('common.fieldProblem', { field, problem: keyed(problem) }));
  const detail = problems.length ? problems.reduceRight((rest, first) => message('common.then', { first, rest })) : 'validation.invalid';
  return new AppError(400, 'validation_error', detail, fields).inRequestLanguage();
}
