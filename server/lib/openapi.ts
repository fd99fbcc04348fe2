import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Access } from './access';
import { operationNames } from './openapi-names';
import type { Tenancy } from './tenancy';

// The OpenAPI document at /api/docs/json, completed in one place: routes declare their schemas, tags and access,
// and this adds each operation's operationId, summary, module tag, security and error answers. Errors are
// documented only here, never in the routes' response schemas, whose serialiser would drop undeclared fields.

/** The modules, in the order /api/docs shows them; a route's tag "Waste: incidences" or a listed one folds into its module. */
const MODULES: readonly { name: string; description: string; folds?: readonly string[] }[] = [
  { name: 'Health', description: 'Whether the process and its database answer (for load balancers).' },
  { name: 'Session', description: 'Signing in and out: access and refresh tokens (send the access token as `Authorization: Bearer`).' },
  { name: 'Users', description: "User accounts and the signed-in user's own profile.", folds: ['Profile'] },
  {
    name: 'Organisation',
    description: 'Consultancies, their enterprises and centers, e-mail settings, and which modules each center uses.',
    folds: ['Modules'],
  },
  {
    name: 'Legal register',
    description: 'The legal hierarchy every center shares: areas, ambits, subambits, scopes, texts, requirements.',
  },
  {
    name: 'Legal requirement module',
    description: "A center's applicable requirements, evidences, legal documents, corrective actions, responsibilities and expiry notices.",
    folds: ['Legal inventory', 'Evidences', 'Legal documents', 'Corrective actions', 'Responsibilities', 'Expiry notifications'],
  },
  {
    name: 'Legal changes',
    description:
      "Regulatory change: a legal text's recorded changes, the register's Novedades, each center's applicability reviews, the monthly legal bulletin and its subscription.",
  },
  { name: 'Files', description: 'Stored files, downloaded through the signed links other answers carry.' },
  { name: 'History', description: 'Who changed what in audited records.' },
  {
    name: 'Environmental aspects',
    description: 'Aspect catalogues, life-cycle stages and zones, aspect and good practice evaluations, practice actions, indicators.',
    folds: [
      'Environmental aspects catalogues',
      'Aspect evaluations',
      'Good practice evaluations',
      'Practice actions',
      'Environmental indicators',
    ],
  },
  {
    name: 'Risks and opportunities',
    description: 'Risk catalogues, processes, matrices, rounds and evaluations.',
    folds: ['Risk catalogues'],
  },
  { name: 'Improvement actions', description: "A center's improvement actions and their attachments." },
  { name: 'Home', description: 'The figures of the start page.' },
  {
    name: 'Compliance agenda',
    description:
      "Every dated obligation of the centers a user sees, from every module, soonest first (also as a spreadsheet); a center's compliance report in PDF.",
  },
  {
    name: 'Waste',
    description: 'Waste catalogues, collection plans, collections, incidences, the legal storage clock, reports and files.',
  },
  { name: 'Projects', description: 'Projects, tasks, dedicated hours, costs and their reports.' },
  { name: 'Enterprise documents', description: "An enterprise's documents and their expiry." },
  { name: 'Pest control', description: "A center's pest-control (DDD) services, configuration and files." },
  { name: 'Indicators', description: 'Indicator processes, indicators, measurements, thresholds, analyses, targets and actions.' },
  { name: 'Metabase', description: 'Dashboards embedded from Metabase and who may see them.' },
  { name: 'Onboarding', description: 'Invitations and password links (a first or a forgotten password).' },
];

type Schema = Record<string, unknown>;
interface MediaTyped {
  content?: Record<string, { schema?: Schema }>;
}
/** The parts of an OpenAPI operation this completes. */
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, MediaTyped | { $ref: string }>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;

const moduleOf = new Map(MODULES.flatMap((module) => [module.name, ...(module.folds ?? [])].map((tag) => [tag, module.name])));
/** The module a route's tag belongs to; an unknown tag stays as it is (the document test then names it). */
const moduleTag = (tag: string) => moduleOf.get(tag.split(':')[0]!) ?? tag;

const ERROR_SCHEMA = {
  type: 'object' as const,
  description: "Every error answer. The browser shows `code` translated (spec §8); `detail` is in the request's language.",
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string' as const, description: 'What went wrong, for a person.' },
    code: { type: 'string' as const, description: 'Stable machine-readable code: validation_error, not_found, conflict, module_inactive…' },
    fields: {
      type: 'object' as const,
      description: 'Validation errors: a message per wire field (`texts.1` for a list item).',
      additionalProperties: { type: 'string' as const },
    },
    rows: {
      type: 'array' as const,
      description: 'Spreadsheet imports: the rows refused (nothing was written).',
      items: {
        type: 'object' as const,
        required: ['row', 'column', 'problem'],
        properties: { row: { type: 'integer' as const }, column: { type: 'string' as const }, problem: { type: 'string' as const } },
      },
    },
  },
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } } };

/** The error answers, by status, each referencing the one Error schema. */
const ERRORS: Record<string, [name: string, description: string, headers?: typeof RETRY_AFTER]> = {
  '400': ['BadRequest', 'The request is malformed or a field is not valid (`fields` names each).'],
  '401': ['Unauthorized', 'No valid access token (or, signing in, wrong credentials).'],
  '403': ['Forbidden', "The user's role or center may not do this."],
  '404': ['NotFound', 'The item, or its center, does not exist or is not visible to the user.'],
  '409': ['Conflict', 'The write conflicts with stored data (duplicate, still referenced, module switched off).'],
  '410': ['Gone', 'The link was already used or has expired.'],
  '429': ['TooManyRequests', 'Too many attempts.', RETRY_AFTER],
  '503': ['ServiceUnavailable', 'The server is overloaded or its database unreachable; try again.', RETRY_AFTER],
};

/** Answers of the public routes beyond those their access and method imply. */
const DOMAIN_ERRORS: Record<string, string[]> = {
  'post /api/login': ['401', '403', '429'],
  'post /api/sso/exchange': ['401'],
  'post /api/token/refresh': ['401'],
  'post /api/login/two-factor': ['401', '409', '429'],
  'post /api/login/two-factor/setup': ['401', '409'],
  'post /api/password/forgot': ['429'],
  'get /api/password/link/{token}': ['410'],
  'post /api/password/link/{token}': ['410'],
  'get /api/agenda/feed/{token}.ics': ['410'],
  'get /api/profile/email/{token}': ['410'],
  'post /api/profile/email/{token}': ['409', '410'],
  'put /api/profile': ['429'],
  'post /api/profile/two-factor': ['429'],
};

const errorResponses = Object.fromEntries(
  Object.values(ERRORS).map(([name, description, headers]) => [
    name,
    { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ]),
);

interface RouteFacts {
  access: Access | undefined;
  tenancy: Tenancy | undefined;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** Which errors an operation can answer: every request may be malformed or meet an overloaded server; the rest follow from its access, path and method. */
function errorStatuses(method: string, path: string, facts: RouteFacts | undefined): string[] {
  const signedIn = facts?.access !== 'public';
  const aboutOneItem = path.includes('{') || typeof facts?.tenancy === 'object';
  const statuses = [
    '400',
    ...(signedIn ? ['401', '403'] : []),
    ...(aboutOneItem ? ['404'] : []),
    ...(signedIn && WRITES.has(method) ? ['409'] : []),
    ...(DOMAIN_ERRORS[`${method} ${path}`] ?? []),
    '503',
  ];
  return [...new Set(statuses)].sort();
}

/** JSON Schema's numeric exclusiveMinimum/Maximum (what Ajv validates) in OpenAPI 3.0's boolean form, in a copy: routes compile theirs on first use. */
function toOpenApi30<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toOpenApi30) as T;
  if (typeof value !== 'object' || value === null) return value;
  const node: Schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toOpenApi30(child)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[exclusive] === 'number') Object.assign(node, { [bound]: node[exclusive], [exclusive]: true });
  }
  return node as T;
}

const okSchema = (operation: Operation): Schema | undefined =>
  (operation.responses['200'] as MediaTyped | undefined)?.content?.['application/json']?.schema;
const answersList = (operation: Operation | undefined) => {
  const schema = operation && okSchema(operation);
  return Boolean(schema && (schema.type === 'array' || (schema.properties as Schema | undefined)?.results));
};

function completeOperation(path: string, method: string, operation: Operation, item: PathItem, facts?: RouteFacts) {
  const read = item.get;
  const names = operationNames({
    method,
    path,
    answersList: answersList(operation),
    pathIsCollection: answersList(read),
    pathIsDocument: Boolean(read && !answersList(read) && okSchema(read)),
  });
  operation.operationId ??= names.operationId;
  operation.summary ??= names.summary;
  operation.tags = [...new Set((operation.tags ?? []).map(moduleTag))];
  operation.security = facts?.access === 'public' ? [] : [{ bearer: [] }];
  for (const status of errorStatuses(method, path, facts)) {
    operation.responses[status] ??= { $ref: `#/components/responses/${ERRORS[status]![0]}` };
  }
}

/** @fastify/swagger's options: the document's frame, plus the two hooks that complete every operation. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  // Filled by `transform` (which sees each route's config) for `transformObject` (which sees the whole document).
  const facts = new Map<string, RouteFacts>();
  return {
    openapi: {
      info: {
        title: 'Environmental compliance API',
        version: '1',
        description:
          'The API of the environmental and legal-compliance application. Lists are paged: `page`, `pageSize`, ' +
          'answering `{count, next, previous, results}`. Errors answer `{detail, code}` (`fields` on validation errors); ' +
          'a body may also meet 413 (too large: `request_too_large`, `file_too_large`, `too_many_parts`) or 415 (not JSON or multipart).',
      },
      servers: [{ url: '/', description: 'This server; every path starts with /api.' }],
      tags: MODULES.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Error: ERROR_SCHEMA },
        responses: errorResponses,
      },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      const config = route.config as Partial<RouteFacts> | undefined;
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      for (const method of [route.method].flat())
        facts.set(`${method.toLowerCase()} ${path}`, { access: config?.access, tenancy: config?.tenancy });
      return { schema, url };
    },
    transformObject: (documentObject) => {
      const document = (documentObject as unknown as { openapiObject: { paths: Record<string, PathItem> } }).openapiObject;
      for (const [path, item] of Object.entries(document.paths)) {
        for (const method of METHODS) {
          const operation = item?.[method];
          if (operation) completeOperation(path, method, operation, item, facts.get(`${method} ${path}`));
        }
      }
      document.paths = toOpenApi30(document.paths);
      return document as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
    },
  };
}
