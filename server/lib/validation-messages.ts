import { POSTAL_CODE_PATTERN } from '../../contract/spain';
import { AppError } from './errors';
import type { Language } from './language';

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

type Messages = {
  required: string;
  blank: string;
  postalCode: string;
  email: string;
  format: string;
  minLength: (n: number) => string;
  maxLength: (n: number) => string;
  minimum: (n: number) => string;
  maximum: (n: number) => string;
  oneOf: (values: string) => string;
  integer: string;
  number: string;
  boolean: string;
  array: string;
  string: string;
  invalid: string;
  nul: string;
  unique: string;
  reference: string;
};

const MESSAGES: Record<Language, Messages> = {
  en: {
    required: 'This field is required.',
    blank: 'This field may not be blank.',
    postalCode: 'Enter a Spanish postal code: five digits, starting 01 to 52.',
    email: 'Enter a valid e-mail address.',
    format: 'This value has the wrong format.',
    minLength: (n) => `Ensure this field has at least ${n} characters.`,
    maxLength: (n) => `Ensure this field has no more than ${n} characters.`,
    minimum: (n) => `Ensure this value is at least ${n}.`,
    maximum: (n) => `Ensure this value is at most ${n}.`,
    oneOf: (values) => `Must be one of: ${values}.`,
    integer: 'Enter a whole number.',
    number: 'Enter a number.',
    boolean: 'Must be true or false.',
    array: 'Must be a list.',
    string: 'Must be text.',
    invalid: 'This value is not valid.',
    nul: 'This value contains a NUL character (U+0000), which is not allowed.',
    unique: 'Another record already has this value.',
    reference: 'This refers to a record that does not exist.',
  },
  es: {
    required: 'Este campo es obligatorio.',
    blank: 'Este campo no puede estar en blanco.',
    postalCode: 'Introduce un código postal español: cinco cifras, empezando por 01 a 52.',
    email: 'Introduce una dirección de correo electrónico válida.',
    format: 'Este valor no tiene el formato correcto.',
    minLength: (n) => `Este campo debe tener al menos ${n} caracteres.`,
    maxLength: (n) => `Este campo no puede tener más de ${n} caracteres.`,
    minimum: (n) => `El valor debe ser como mínimo ${n}.`,
    maximum: (n) => `El valor debe ser como máximo ${n}.`,
    oneOf: (values) => `Debe ser uno de: ${values}.`,
    integer: 'Introduce un número entero.',
    number: 'Introduce un número.',
    boolean: 'Debe ser verdadero o falso.',
    array: 'Debe ser una lista.',
    string: 'Debe ser un texto.',
    invalid: 'Este valor no es válido.',
    nul: 'Este valor contiene un carácter NUL (U+0000), que no está permitido.',
    unique: 'Otro registro ya tiene este valor.',
    reference: 'Hace referencia a un registro que no existe.',
  },
  ca: {
    required: 'Aquest camp és obligatori.',
    blank: 'Aquest camp no pot estar en blanc.',
    postalCode: 'Introduïu un codi postal espanyol: cinc xifres, començant per 01 a 52.',
    email: 'Introduïu una adreça de correu electrònic vàlida.',
    format: 'Aquest valor no té el format correcte.',
    minLength: (n) => `Aquest camp ha de tenir com a mínim ${n} caràcters.`,
    maxLength: (n) => `Aquest camp no pot tenir més de ${n} caràcters.`,
    minimum: (n) => `El valor ha de ser com a mínim ${n}.`,
    maximum: (n) => `El valor ha de ser com a màxim ${n}.`,
    oneOf: (values) => `Ha de ser un d'aquests: ${values}.`,
    integer: 'Introduïu un nombre enter.',
    number: 'Introduïu un nombre.',
    boolean: 'Ha de ser cert o fals.',
    array: 'Ha de ser una llista.',
    string: 'Ha de ser un text.',
    invalid: 'Aquest valor no és vàlid.',
    nul: 'Aquest valor conté un caràcter NUL (U+0000), que no està permès.',
    unique: 'Un altre registre ja té aquest valor.',
    reference: 'Fa referència a un registre que no existeix.',
  },
};

function messageOf(issue: ValidationIssue, m: Messages): string {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return m.required;
    case 'minLength':
      return limit === 1 ? m.blank : m.minLength(limit);
    case 'maxLength':
      return m.maxLength(limit);
    case 'minimum':
      return m.minimum(limit);
    case 'maximum':
      return m.maximum(limit);
    case 'pattern':
      return issue.params.pattern === '\\S' ? m.blank : issue.params.pattern === POSTAL_CODE_PATTERN ? m.postalCode : m.format;
    case 'format':
      return issue.params.format === 'email' ? m.email : m.format;
    case 'nul':
      return m.nul;
    case 'unique':
      return m.unique;
    case 'reference':
      return m.reference;
    case 'enum':
      return m.oneOf((issue.params.allowedValues as unknown[]).join(', '));
    case 'const':
      return m.oneOf(String(issue.params.allowedValue));
    case 'type': {
      const type = String(issue.params.type);
      return type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'string' ? m[type] : m.invalid;
    }
    default:
      return m.invalid;
  }
}

/** {field: message} naming the wire field (the first problem of each), in the given language. */
export function fieldMessages(issues: ValidationIssue[], language: Language = 'en'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    const path = typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    fields[path || 'body'] ??= messageOf(issue, MESSAGES[language]);
  }
  return fields;
}

/** 400 validation_error naming each field, worded in the request's language. */
export function validationError(issues: ValidationIssue[], language: Language): AppError {
  const fields = fieldMessages(issues, language);
  return new AppError(
    400,
    'validation_error',
    Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join(' '),
    fields,
  );
}
