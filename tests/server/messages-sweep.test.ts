import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import ca from '../../locales/ca/common.json';
import type { ApiRoute } from '../../server/plugins/auth';
import { startTestApp, type TestApp } from './support/app';
import { twoTenants } from './support/organisation';

// Every registered route (like malformed-input.test.ts) gets its typical errors in Spanish and Catalan; no English may come back.
let t: TestApp;
let centerId: number;
beforeAll(async () => {
  t = await startTestApp();
  centerId = (await twoTenants(t)).centerA.id;
});
afterAll(() => t.close());

type Names = Record<string, { name_one?: string; name?: string }>;
const ENGLISH_WORDS = ['not found', 'required', 'valid', 'must', 'field', 'cannot', 'does not', 'already', 'Enter', 'Choose', 'There is'];
/** English record names that are not also Spanish or Catalan words ("Vector", "Indicador" stay). */
const englishNames = Object.entries(en.resources as Names)
  .map(([key, entry]) => [key, entry.name_one ?? entry.name] as const)
  .filter(([key, name]) => name && name !== (es.resources as Names)[key]?.name_one && name !== (ca.resources as Names)[key]?.name_one)
  .map(([, name]) => name!);
const english = new RegExp(`\\b(${[...ENGLISH_WORDS, ...englishNames].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`);

const withParams = (route: ApiRoute, value: (name: string) => string) => route.url.replace(/:(\w+)/g, (_, name: string) => value(name));

/** Properties and required properties of each operation's body, from the OpenAPI document the app serves. */
function bodies(): Map<string, { properties: string[]; required: string[] }> {
  type Schema = { properties?: object; required?: string[] };
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
  };
  const found = new Map<string, { properties: string[]; required: string[] }>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const schemas = Object.values(operation.requestBody?.content ?? {}).map((content) => content.schema ?? {});
      found.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        properties: [...new Set(schemas.flatMap((schema) => Object.keys(schema.properties ?? {})))],
        required: [...new Set(schemas.flatMap((schema) => schema.required ?? []))],
      });
    }
  return found;
}

describe('no English reaches a Spanish or Catalan user in an error of any route (issue 33)', () => {
  it('answers not found ids, bad path ids, missing fields and wrong types in es and ca', async () => {
    const operations = bodies();
    const leaks: string[] = [];
    let answered = 0;
    for (const route of t.app.apiRoutes) {
      const requests: { path: string; body?: string }[] = [];
      if (route.url.includes(':')) {
        requests.push({ path: withParams(route, (name) => (name === 'level' ? 'area' : '999999')) });
        requests.push({
          path: withParams(route, (name) => (name === 'level' ? 'area' : name === 'centerId' ? String(centerId) : '999999')),
        });
        requests.push({ path: withParams(route, (name) => (name === 'level' ? 'area' : 'abc')) });
      }
      const body = operations.get(`${route.method} ${route.url}`);
      const path = withParams(route, (name) => (name === 'level' ? 'area' : name === 'centerId' ? String(centerId) : '1'));
      if (body?.required.length) requests.push({ path, body: '{}' });
      if (body?.properties.length)
        requests.push({ path, body: JSON.stringify(Object.fromEntries(body.properties.map((name) => [name, { not: ['a'] }]))) });
      for (const language of ['es-ES', 'ca']) {
        for (const request of requests) {
          const response = await fetch(`${t.api.baseUrl}${request.path}`, {
            method: route.method,
            headers: {
              authorization: `Bearer ${t.admin.token}`,
              'accept-language': language,
              ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : request.body,
          });
          const text = await response.text();
          if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) continue;
          answered++;
          const answer = JSON.parse(text) as { detail: string; fields?: Record<string, string> };
          for (const said of [answer.detail, ...Object.values(answer.fields ?? {})]) {
            // Field names and values the client sent are echoed as they are: only the words around them count.
            const words = said.replace(/^[\w.[\]]+: /, '').replace(/«[^»]*»|"[^"]*"/g, '');
            if (english.test(words)) leaks.push(`${language} ${route.method} ${request.path}: ${said}`);
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(300);
    expect(leaks).toEqual([]);
    // Some 1,500 requests one after another, every route of the API: a limit for a hang, not a measure of speed.
  }, 180_000);
});
