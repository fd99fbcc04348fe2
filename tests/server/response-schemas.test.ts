import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

// Every JSON read is serialised by its declared response schema (Fastify's compiled serialiser, and
// no field leaks that the schema does not name). Downloads answer bytes, not JSON, and are listed.
const DOWNLOADS = new Set([
  'GET /api/files/:fileId',
  'GET /api/legal-register/export',
  'GET /api/task/undone',
  'GET /api/project/:projectId/dedications',
  'GET /api/aspect-evaluations/:id/inventory',
  'GET /api/good-practice-evaluations/:id/guide',
  'GET /api/residue-module/:centerId/chronological-record',
  'GET /api/agenda/feed/:token.ics',
  'GET /api/center/:id/audit-pack',
  'GET /api/center/:id/report',
  'GET /api/center/:centerId/legal-bulletin',
]);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('response schemas', () => {
  it('declares one on every JSON read', () => {
    const reads = t.app.apiRoutes.filter((route) => route.method === 'GET' && !route.url.startsWith('/api/docs'));
    const missing = reads
      .filter((route) => !route.responseSchema && !DOWNLOADS.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
