import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { dddFixture } from './support/indicators';
import { twoTenants } from './support/organisation';
import { wasteFixture } from './support/waste';

// Issue 35 item 0: the records a client's agenda, legal clock and center home lead to open as read-only views in the
// browser; these are the reads those views make. A client reads their own center's rows and no other center's.
let t: TestApp;
let own: Record<string, number>;
let other: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const { centerA, centerB } = await twoTenants(t);
  const rowsOf = async (centerId: number) => {
    const waste = await wasteFixture(t, centerId);
    const service = await dddFixture(t, centerId);
    return {
      'collection-plan': waste.plan,
      'residue-collection': waste.collection,
      incidence: waste.incidence,
      'ddd-service': service.id,
    };
  };
  own = await rowsOf(centerA.id);
  other = await rowsOf(centerB.id);
});
afterAll(() => t.close());

describe("a client's read-only record views", () => {
  it.each(['collection-plan', 'residue-collection', 'incidence', 'ddd-service'])(
    "read a %s of the client's center, and answer 404 for another center's",
    async (resource) => {
      const mine = await t.api.get(`/api/${resource}/${own[resource]}`, { token: t.client.token });
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      expect(mine.body.id).toBe(own[resource]);
      const theirs = await t.api.get(`/api/${resource}/${other[resource]}`, { token: t.client.token });
      expect(theirs.status).toBe(404);
      // Reading is all: the same record refuses the client's write.
      const write = await t.api.request('PUT', `/api/${resource}/${own[resource]}`, { token: t.client.token, json: {} });
      expect(write.status).toBe(403);
    },
  );
});
