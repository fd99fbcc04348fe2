import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocument, type ApiDocument, type ApiOperation } from '../../scripts/api-document';

// The rules every operation of /api/docs/json follows (server/lib/openapi.ts adds them), checked over the whole
// document so that a route added later cannot go without them; Redocly's lint is scripts/openapi-lint.ts.

let document: ApiDocument;
let dir: string;
beforeAll(async () => {
  document = await apiDocument();
  dir = mkdtempSync(path.join(tmpdir(), 'envcomply-openapi-client-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Entry {
  key: string;
  method: string;
  path: string;
  operation: ApiOperation;
}
const operations = (): Entry[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );
const failing = (check: (entry: Entry) => boolean) =>
  operations()
    .filter((entry) => !check(entry))
    .map((entry) => entry.key);

/** Routes anyone may call: a new one is a decision, so it is listed here. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/login',
  // The code step of a sign-in with a second factor: the password step's challenge stands for the token.
  'POST /api/login/two-factor',
  'POST /api/login/two-factor/setup',
  // Single sign-on: the provider's round trip, before anyone holds a token.
  'GET /api/sso/options',
  'GET /api/sso/start',
  'GET /api/sso/callback',
  'POST /api/sso/exchange',
  'POST /api/token/refresh',
  'POST /api/logout',
  'GET /api/files/{fileId}',
  'POST /api/password/forgot',
  'GET /api/password/link/{token}',
  'POST /api/password/link/{token}',
  'GET /api/agenda/feed/{token}.ics',
  // The link mailed to a new e-mail address: the token proves the mailbox, whoever opens it.
  'GET /api/profile/email/{token}',
  'POST /api/profile/email/{token}',
];

describe('operationId', () => {
  it('names every operation, in camelCase, once', () => {
    expect(failing(({ operation }) => /^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? ''))).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('stays what generated clients were built with', () => {
    // A renamed operationId renames a generated client's method: a listed route keeps its id (new routes may be added to the list).
    const published = JSON.parse(readFileSync(path.join(import.meta.dirname, 'openapi-operation-ids.json'), 'utf8')) as Record<
      string,
      string
    >;
    const current = new Map(operations().map(({ key, operation }) => [key, operation.operationId]));
    const changed = Object.entries(published)
      .filter(([key, id]) => current.get(key) !== id)
      .map(([key, id]) => `${key}: ${id} -> ${current.get(key) ?? 'gone'}`);
    expect(changed).toEqual([]);
    expect(current.get('GET /api/project/{id}')).toBe('getProject');
    expect(current.get('GET /api/project')).toBe('listProjects');
  });
});

describe('summary and tags', () => {
  it('gives every operation a summary and exactly one module tag that the document describes', () => {
    const described = new Set((document.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name));
    expect(failing(({ operation }) => Boolean(operation.summary?.trim()))).toEqual([]);
    expect(failing(({ operation }) => operation.tags?.length === 1 && described.has(operation.tags[0]!))).toEqual([]);
  });

  it('lists the modules in order, each used, sub-resources folded into their module', () => {
    const used = new Set(operations().flatMap(({ operation }) => operation.tags ?? []));
    expect((document.tags ?? []).map((tag) => tag.name).filter((name) => !used.has(name))).toEqual([]);
    expect(document.tags?.slice(0, 4).map((tag) => tag.name)).toEqual(['Health', 'Session', 'Users', 'Organisation']);
    expect(document.paths['/api/incidence']!.get!.tags).toEqual(['Waste']);
    expect(document.paths['/api/evidence']!.get!.tags).toEqual(['Legal requirement module']);
  });
});

describe('security and errors', () => {
  const refersTo = (operation: ApiOperation, status: string, name: string) =>
    (operation.responses[status] as { $ref?: string } | undefined)?.$ref === `#/components/responses/${name}`;

  it("states every operation's security; only the public routes need no token", () => {
    expect(failing(({ operation }) => Array.isArray(operation.security))).toEqual([]);
    const open = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(open.map(({ key }) => key).sort()).toEqual([...PUBLIC].sort());
    expect(
      failing(({ operation }) => operation.security?.length === 0 || JSON.stringify(operation.security) === '[{"bearer":[]}]'),
    ).toEqual([]);
  });

  it('documents 400, 401, 403, 404 and 409 where they apply, with the one Error schema', () => {
    const signedIn = (entry: Entry) => !PUBLIC.includes(entry.key);
    expect(failing(({ operation }) => refersTo(operation, '400', 'BadRequest'))).toEqual([]);
    expect(
      failing(
        (entry) => !signedIn(entry) || (refersTo(entry.operation, '401', 'Unauthorized') && refersTo(entry.operation, '403', 'Forbidden')),
      ),
    ).toEqual([]);
    expect(failing((entry) => !entry.path.includes('{') || refersTo(entry.operation, '404', 'NotFound'))).toEqual([]);
    expect(failing((entry) => entry.method === 'get' || !signedIn(entry) || refersTo(entry.operation, '409', 'Conflict'))).toEqual([]);
    expect(document.paths['/api/health']!.get!.responses).not.toHaveProperty('401');
    expect(refersTo(document.paths['/api/login']!.post!, '401', 'Unauthorized')).toBe(true);
  });

  it('describes the error body as the server sends it: detail, code, fields per wire field, rows of an import', () => {
    const error = document.components.schemas?.Error as { required: string[]; properties: Record<string, unknown> };
    expect(error.required).toEqual(['detail', 'code']);
    expect(Object.keys(error.properties)).toEqual(['detail', 'code', 'fields', 'rows']);
    expect(document.components.responses?.ServiceUnavailable).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });
});

describe('the document', () => {
  it('names the API base and stays valid OpenAPI 3.0 (exclusive bounds in the boolean form)', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const [method, path] of [
      ['post', '/api/dedication'],
      ['put', '/api/dedication/{id}'],
    ] as const) {
      const body = document.paths[path]![method] as unknown as {
        requestBody: { content: Record<string, { schema: { properties: object } }> };
      };
      expect(body.requestBody.content['application/json']!.schema.properties).toMatchObject({
        hours: { minimum: 0, exclusiveMinimum: true },
      });
    }
  });
});

/** A small client written against openapi-typescript's output: it compiles only while the document describes these calls. */
const CLIENT = `
import type { components, operations } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type ApiError = components['schemas']['Error'];
type Answer<Ok> = { ok: true; body: Ok } | { ok: false; status: number; error: ApiError };

declare function fetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; json(): Promise<unknown> }>;

async function call<Ok>(method: string, url: string, token?: string, body?: unknown): Promise<Answer<Ok>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = 'Bearer ' + token;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json();
  return response.status < 300 ? { ok: true, body: json as Ok } : { ok: false, status: response.status, error: json as ApiError };
}

type Credentials = operations['login']['requestBody']['content']['application/json'];
type Tokens = Json<operations['login']['responses'][200]>;
type WrongCredentials = Json<operations['login']['responses'][401]>;
const login = (credentials: Credentials) => call<Tokens>('POST', '/api/login', undefined, credentials);

type CenterQuery = NonNullable<operations['listCenters']['parameters']['query']>;
type CenterPage = Json<operations['listCenters']['responses'][200]>;
const listCenters = (token: string, query: CenterQuery) =>
  call<CenterPage>('GET', '/api/center?page=' + (query.page ?? 1) + '&pageSize=' + (query.pageSize ?? 25), token);

type NewProject = operations['createProject']['requestBody']['content']['application/json'];
type ProjectRefused = Json<operations['createProject']['responses'][400]>;
// The route declares no response schema yet, so only its errors are typed.
const createProject = (token: string, project: NewProject) => call<unknown>('POST', '/api/project', token, project);

export async function projectInFirstCenter(email: string, password: string): Promise<string[]> {
  const signedIn = await login({ email, password });
  if (!signedIn.ok) return [signedIn.error.code satisfies WrongCredentials['code']];
  // A person with a second factor gets a challenge for the code step instead of tokens.
  if ('two_factor_required' in signedIn.body) return [signedIn.body.challenge];
  const access: string = signedIn.body.access;
  const page = await listCenters(access, { page: 1, pageSize: 10 });
  if (!page.ok) return [page.error.detail];
  const count: number = page.body.count;
  const next: string | null = page.body.next;
  const center = page.body.results[0];
  if (!center || count === 0 || next === '') return [];
  const created = await createProject(access, { name: 'Noise survey ' + center.name, centerId: center.id });
  if (created.ok) return [];
  const refused: ProjectRefused = created.error;
  return [refused.code, ...Object.entries(refused.fields ?? {}).map(([field, message]) => field + ': ' + message)];
}

// @ts-expect-error a page's count is a number: the generated types are not \`any\`
export const wrongCount: CenterPage['count'] = 'many';
// @ts-expect-error a project needs its center
export const withoutCenter: NewProject = { name: 'Orphan' };
`;

describe('a client generated from the document (openapi-typescript)', () => {
  it('type-checks a client that signs in, pages centers and creates a project, reading its 400', async () => {
    writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0])));
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
