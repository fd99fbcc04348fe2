import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../server/plugins/auth';
import { and, eq } from 'drizzle-orm';
import { centerUsers } from '../../server/db/schema';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { aspectLinksFixture, aspectsFixture } from './support/aspects';
import { indicatorsFixture } from './support/indicators';
import { legalChangeFixture, legalModuleFixture, type Branch } from './support/legal-module';
import { twoTenants } from './support/organisation';
import { projectsFixture } from './support/projects';
import { registerBranch } from './support/register';
import { risksFixture } from './support/risks';
import { wasteFixture } from './support/waste';

// Enumerates every registered route: later modules are covered without editing this file,
// as long as the fixtures below give each center a row of every center-owned table.
let t: TestApp;
let centerA: number;
let centerB: number;
let branch: Branch;
beforeAll(async () => {
  t = await startTestApp({
    metabase: {
      siteUrl: 'https://metabase.example',
      origin: 'https://metabase.example',
      secretKey: 'a-metabase-embedding-secret-key-of-64-hex-0123456789abcdef012345',
    },
  });
  const tenants = await twoTenants(t);
  centerA = tenants.centerA.id;
  centerB = tenants.centerB.id;
  branch = await registerBranch(t);
  for (const center of [centerA, centerB]) await legalModuleFixture(t, center, branch);
  await legalChangeFixture(t, branch);
  for (const center of [centerA, centerB]) await aspectsFixture(t, center);
  for (const center of [centerA, centerB]) await risksFixture(t, center);
  for (const center of [centerA, centerB]) await wasteFixture(t, center);
  for (const center of [centerA, centerB]) await projectsFixture(t, center);
  for (const center of [centerA, centerB]) await indicatorsFixture(t, center);
  for (const center of [centerA, centerB]) await aspectLinksFixture(t, center);
});
afterAll(() => t.close());

type CenterTenancy = Extract<ApiRoute['tenancy'], object>;
const centerRoutes = () =>
  t.app.apiRoutes.filter((route): route is ApiRoute & { tenancy: CenterTenancy } => typeof route.tenancy === 'object');
const roleOf = (who: SignedIn) => (who === t.admin ? 'admin' : who === t.collaborator ? 'collaborator' : 'client');
const allows = (route: ApiRoute, who: SignedIn) =>
  route.access === 'authenticated' || (Array.isArray(route.access) && route.access.includes(roleOf(who)));

/** The id the route's key names: the center itself, or a row of the owner table that belongs to the center. */
async function idAbout(route: ApiRoute & { tenancy: CenterTenancy }, centerId: number): Promise<number> {
  const owner = route.tenancy.owner;
  if (!owner) return centerId;
  const [row] = await t.database.db.select({ id: owner.table.id }).from(owner.table).where(eq(owner.table.centerId, centerId)).limit(1);
  expect(row, `the tenancy fixtures need a ${owner.name} in center ${centerId} for ${route.method} ${route.url}`).toBeDefined();
  return row!.id as number;
}

/** Real ids for the other path parameters, so a 404 can only mean "not your center". */
const otherParams = (): Record<string, string> => ({
  areaId: String(branch.area.id),
  ambitId: String(branch.ambit.id),
  subambitId: String(branch.subambit.id),
  requirementId: String(branch.requirement.id),
  level: 'area',
  levelId: String(branch.area.id),
  userId: String(t.collaborator.id),
});

/** Calls the route about the given center. */
async function callAbout(route: ApiRoute & { tenancy: CenterTenancy }, centerId: number, who: SignedIn) {
  const { center: where, key } = route.tenancy;
  const id = await idAbout(route, centerId);
  const values = otherParams();
  let path = route.url.replace(/:(\w+)/g, (_, name: string) => (where === 'params' && name === key ? String(id) : (values[name] ?? '1')));
  if (where === 'query') path += `?${key}=${id}`;
  const json = where === 'body' ? { [key]: id } : route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return t.api.request(route.method, path, { token: who.token, json });
}

/** Center ids a list row belongs to: its own id for the center list, else its center reference. */
const centerIdsOf = (url: string, row: Record<string, unknown>): unknown[] =>
  url === '/api/center'
    ? [row.id]
    : [(row.center as { id?: number } | undefined)?.id, row.center_id, row.centerId].filter((id) => id !== undefined);

describe('tenancy of every /api route', () => {
  it('classifies every route, and no route that takes a center id is global', () => {
    for (const route of t.app.apiRoutes) {
      const label = `${route.method} ${route.url}`;
      expect(['global', 'visible-centers'].includes(route.tenancy as string) || typeof route.tenancy === 'object', label).toBe(true);
      const takesCenter =
        route.centerFields.length > 0 ||
        /\/:centerId\b/.test(route.url) ||
        /^\/api\/center\/:id\b/.test(route.url) ||
        /-module\/:id\//.test(route.url);
      if (takesCenter) expect(route.tenancy, label).not.toBe('global');
    }
    expect(centerRoutes().length).toBeGreaterThan(10);
  });

  it("answers 404 (or 403) to collaborators and clients on every route about another tenant's center", async () => {
    for (const route of centerRoutes()) {
      for (const outsider of [t.collaborator, t.client]) {
        const answer = await callAbout(route, centerB, outsider);
        expect([403, 404], `${roleOf(outsider)} ${route.method} ${route.url}: ${answer.status}`).toContain(answer.status);
      }
    }
  });

  it("never lists another tenant's rows, while an admin sees them", async () => {
    const lists = t.app.apiRoutes.filter((route) => route.tenancy === 'visible-centers' && route.method === 'GET');
    expect(lists.length).toBeGreaterThan(0);
    for (const route of lists) {
      const path = `${route.url.replace(/:\w+/g, '1')}?pageSize=1000`;
      for (const who of [t.collaborator, t.client]) {
        if (!allows(route, who)) continue; // staff-only lists (projects) refuse clients outright
        const answer = await t.api.get(path, { token: who.token });
        expect(answer.status, `${roleOf(who)} ${route.url}`).toBe(200);
        const ids = (answer.body.results as Record<string, unknown>[]).flatMap((row) => centerIdsOf(route.url, row));
        expect(ids, `${roleOf(who)} ${route.url}`).not.toContain(centerB);
        expect(ids, `${roleOf(who)} ${route.url}`).toContain(centerA);
      }
      const all = await t.api.get(path, { token: t.admin.token });
      expect((all.body.results as Record<string, unknown>[]).flatMap((row) => centerIdsOf(route.url, row))).toContain(centerB);
    }
  });
  it('lets collaborators and clients through to their own center, clients only to read', async () => {
    for (const route of centerRoutes()) {
      // Deletes are left out here: they would remove the fixtures; the module tests delete as insiders.
      if (route.method === 'DELETE') continue;
      for (const insider of [t.collaborator, t.client]) {
        if (!allows(route, insider)) continue;
        const answer = await callAbout(route, centerA, insider);
        const label = `${roleOf(insider)} ${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (insider === t.client && route.tenancy.mode === 'write') expect(answer.status, label).toBe(403);
        else expect([403, 404], label).not.toContain(answer.status);
      }
    }
  });

  it('signs Metabase dashboards only for the centers a user sees at the moment of the request', async () => {
    const mapped = async (json: Record<string, number>) => t.api.post('/api/metabase-user-access', { token: t.admin.token, json });
    const lockedCenters = async (who: SignedIn) => {
      const embed = await t.api.get('/api/metabase/embed', { token: who.token });
      expect(embed.status).toBe(200);
      return (embed.body.dashboards as { url: string }[]).map(({ url }) => {
        const token = url.split('/embed/dashboard/')[1]!.split('#')[0]!;
        return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).params.center_id as number[];
      });
    };
    const moved = await t.createUser('collaborator');
    await t.database.db.insert(centerUsers).values({ centerId: centerA, userId: moved.id });
    // A mapping that would show a center to a user who cannot see it is refused, naming the field.
    const foreign = await mapped({ user_id: moved.id, center_id: centerB, dashboard_id: 21 });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fields)).toEqual(['center_id']);
    expect((await mapped({ user_id: moved.id, center_id: centerA, dashboard_id: 22 })).status).toBe(201);
    expect((await mapped({ user_id: moved.id, dashboard_id: 23 })).status).toBe(201);
    expect((await mapped({ center_id: centerB, dashboard_id: 24 })).status).toBe(201);
    expect(await lockedCenters(moved)).toEqual([[centerA], [centerA]]);

    // Moved off the center after the mappings were made: nothing of it is signed any more.
    await t.database.db.delete(centerUsers).where(and(eq(centerUsers.centerId, centerA), eq(centerUsers.userId, moved.id)));
    expect(await lockedCenters(moved)).toEqual([]);
    for (const outsider of [t.collaborator, t.client]) expect((await lockedCenters(outsider)).flat()).not.toContain(centerB);
  });
});
