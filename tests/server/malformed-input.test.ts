import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../server/plugins/auth';
import { startTestApp, type TestApp } from './support/app';
import { legalModuleFixture, type Branch } from './support/legal-module';
import { twoTenants } from './support/organisation';
import { registerBranch } from './support/register';

// Enumerates every registered route (like tenancy.test.ts): a route added later is covered without editing this file.
let t: TestApp;
let branch: Branch;
let centerId: number;
beforeAll(async () => {
  t = await startTestApp();
  branch = await registerBranch(t);
  centerId = (await twoTenants(t)).centerA.id;
  await legalModuleFixture(t, centerId, branch);
});
afterAll(() => t.close());

interface Shape {
  name: string;
  path?: (route: ApiRoute) => string;
  contentType?: string;
  body?: (properties: string[]) => string;
}

const HUGE = '99999999999999999999999';
const NUL = 'a\u0000b';
const everyField = (properties: string[], value: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ...Object.fromEntries(properties.map((name) => [name, value])), ...extra });
const manyFields = (count: number) =>
  `${Array.from({ length: count }, (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="field${i}"\r\n\r\nvalue\r\n`).join('')}--XyZ--\r\n`;
/** Real ids for path parameters, so the malformed part is the only thing wrong. */
const withParams = (route: ApiRoute, value?: string) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => value ?? (name === 'level' ? 'area' : name === 'centerId' ? String(centerId) : '1'));

const SHAPES: Shape[] = [
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: () => 'x' },
  {
    name: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: () => '--XyZ\r\nContent-Disposition: form-data; name="name_spanish"\r\n\r\nabc',
  },
  {
    name: 'multipart with a broken part header',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: () => '--XyZ\r\nContent-Disposition: form-data; name=\r\nX\r\n\r\nabc\r\n--XyZ--\r\n',
  },
  { name: 'too many multipart fields', contentType: 'multipart/form-data; boundary=XyZ', body: () => manyFields(300) },
  { name: 'invalid JSON', contentType: 'application/json', body: () => '{"name":' },
  { name: 'JSON in another charset', contentType: 'application/json; charset=utf-16', body: () => '{}' },
  { name: 'an unsupported content type', contentType: 'application/x-unknown', body: () => 'x' },
  {
    name: 'NUL in every field',
    contentType: 'application/json',
    body: (properties) => everyField(properties, NUL, { nested: { list: [NUL] } }),
  },
  { name: 'wrong types', contentType: 'application/json', body: (properties) => everyField(properties, { not: ['a', 'value'] }) },
  { name: 'huge numbers', contentType: 'application/json', body: (properties) => everyField(properties, Number(HUGE)) },
  { name: 'huge numbers as text', contentType: 'application/json', body: (properties) => everyField(properties, HUGE) },
  { name: 'deeply nested JSON', contentType: 'application/json', body: () => `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}` },
  { name: 'a JSON array', contentType: 'application/json', body: () => '[1,2]' },
  { name: 'an empty JSON body', contentType: 'application/json', body: () => '' },
  { name: 'NUL in the query', path: (route) => `${withParams(route)}?searchText=%00&centerId=%00&page=%00` },
  { name: 'huge numbers in the query', path: (route) => `${withParams(route)}?page=${HUGE}&pageSize=${HUGE}&centerId=${HUGE}` },
  { name: 'broken percent-encoding in the query', path: (route) => `${withParams(route)}?searchText=%E0%A4%A&centerId=%ff` },
  { name: 'NUL in path parameters', path: (route) => withParams(route, '%00') },
  { name: 'huge path parameters', path: (route) => withParams(route, HUGE) },
  { name: 'broken percent-encoding in path parameters', path: (route) => withParams(route, '%E0%A4%A') },
];

const KEEPS_A_DELETE_VALID = [
  'wrong types',
  'deeply nested JSON',
  'huge numbers',
  'huge numbers as text',
  'a JSON array',
  'an empty JSON body',
  'an unsupported content type',
  'JSON in another charset',
];

const ANONYMOUS_SHAPES = ['multipart without boundary', 'invalid JSON', 'NUL in the query', 'broken percent-encoding in path parameters'];

/** Body property names of each operation, from the OpenAPI document the app serves. */
function bodyProperties(): Map<string, string[]> {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }>>;
  };
  const properties = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const names = Object.values(operation.requestBody?.content ?? {}).flatMap((content) => Object.keys(content.schema?.properties ?? {}));
      properties.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, [...new Set(names)]);
    }
  }
  return properties;
}

async function send(method: string, path: string, token: string | undefined, contentType?: string, body?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${t.api.baseUrl}${path}`, { method, headers, body: method === 'GET' ? undefined : body });
  return { status: response.status, text: await response.text() };
}

describe('POST /api/login', () => {
  it('answers a multipart body without a boundary with 400 parse_error', async () => {
    const answer = await send('POST', '/api/login', undefined, 'multipart/form-data', 'x');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ detail: 'The request body is not valid multipart/form-data.', code: 'parse_error' });
  });

  it('refuses a NUL byte in the e-mail with 400 naming the field, in the request language', async () => {
    const answer = await t.api.post('/api/login', {
      json: { email: 'a\u0000b@example.com', password: 'x' },
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(answer.body.fields).toEqual({ email: 'Aquest valor conté un caràcter NUL (U+0000), que no està permès.' });
  });

  it('answers too many form fields with 413', async () => {
    const answer = await send('POST', '/api/login', undefined, 'multipart/form-data; boundary=XyZ', manyFields(300));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).code).toBe('too_many_parts');
  });

  it('answers a JSON body over the size limit with 413', async () => {
    const answer = await t.api.post('/api/login', { json: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('request_too_large');
  });
});

describe('NUL bytes anywhere in the input', () => {
  const token = () => t.admin.token;

  it('refuses ?searchText=%00 with 400 naming the parameter', async () => {
    const answer = await t.api.get('/api/area?searchText=%00', { token: token() });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['searchText']);
  });

  it('refuses a NUL in name_spanish, sent as JSON or as a form', async () => {
    for (const body of [
      { json: { name_spanish: 'Ai\u0000gua', name_catalan: 'Aigua', order: 1 } },
      { form: { name_spanish: 'Ai\u0000gua', name_catalan: 'Aigua', order: '1' } },
    ]) {
      const answer = await t.api.post('/api/area', { token: token(), ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ name_spanish: 'Este valor contiene un carácter NUL (U+0000), que no está permitido.' });
    }
  });

  it('names the item of a list and the field inside json_data', async () => {
    const text = await t.api.post('/api/legal-text', {
      token: token(),
      json: { name: 'Ley 22/2011', texts: ['Art. 1', 'Art. \u00002'], legal_scope_id: branch.scope.id, subambit_id: branch.subambit.id },
    });
    expect(text.status).toBe(400);
    expect(Object.keys(text.body.fields)).toEqual(['texts.1']);
    const enterprise = await t.api.post('/api/enterprise', {
      token: token(),
      form: { json_data: JSON.stringify({ name: 'Indústries\u0000', userIdList: [] }) },
    });
    expect(enterprise.status).toBe(400);
    expect(Object.keys(enterprise.body.fields)).toEqual(['name']);
  });

  it('refuses a NUL in a path parameter', async () => {
    const answer = await t.api.get('/api/legal-requirement-module/1/responsibility/are%00a/1', { token: token() });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['level']);
  });
});

describe('DELETE /api/legal-requirement/:id', () => {
  it('answers 409 while a center holds an evidence of the requirement, and deletes nothing', async () => {
    const answer = await t.api.delete(`/api/legal-requirement/${branch.requirement.id}`, { token: t.admin.token });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('has_children');
    expect((await t.api.get(`/api/legal-requirement/${branch.requirement.id}`, { token: t.admin.token })).status).toBe(200);
  });
});

// Last: its well-formed deletes of id 1 may remove the fixtures the tests above rely on.
describe('malformed input on every /api route', () => {
  it('never answers 5xx, as admin or without a token', async () => {
    const properties = bodyProperties();
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.apiRoutes) {
      const fields = properties.get(`${route.method} ${route.url}`) ?? [];
      const shapes = SHAPES.filter((shape) => (shape.body ? route.method !== 'GET' : shape.path !== undefined))
        // A well-formed body of wrong values could still delete the row: deletes get only what is refused before the handler.
        .filter((shape) => route.method !== 'DELETE' || !KEEPS_A_DELETE_VALID.includes(shape.name));
      // One route's shapes at once: a route's answers do not depend on each other.
      // Without a token a protected route answers 401 before reading the body: a few shapes prove it.
      const anonymous = (shape: Shape) => route.access === 'public' || ANONYMOUS_SHAPES.includes(shape.name);
      await Promise.all(
        shapes.flatMap((shape) =>
          [t.admin.token, ...(anonymous(shape) ? [undefined] : [])].map(async (token) => {
            const answer = await send(
              route.method,
              shape.path ? shape.path(route) : withParams(route),
              token,
              shape.contentType,
              shape.body?.(fields),
            );
            sent++;
            const label = `${token ? 'admin' : 'anonymous'} ${route.method} ${route.url} ${shape.name}: ${answer.status} ${answer.text.slice(0, 200)}`;
            if (answer.status >= 500) failures.push(label);
            else if (answer.status >= 400 && !/"detail":.*"code":/.test(answer.text)) failures.push(`no {detail, code}: ${label}`);
          }),
        ),
      );
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 120_000);
});
