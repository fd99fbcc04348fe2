import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRequests } from '../../server/db/schema';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type SignedIn, type TestApp } from './support/app';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';

// Requests (issue 35): the client's pending list and the consultancy's review list cost a fixed number of statements
// whatever the number of requests, and asking many centers at once as many as asking two.
let t: TestApp;
let centerIds: number[];
const ROWS = 30;
const due = addDays(todayInSpain(), 5);

beforeAll(async () => {
  t = await startTestApp();
  const consultancyId = (await createConsultancy(t)).id;
  const enterpriseId = (await createEnterprise(t, 'Indústries', [t.client.id])).id;
  centerIds = [];
  for (let i = 0; i < ROWS; i++)
    centerIds.push((await createCenter(t, enterpriseId, consultancyId, { name: `Centre ${i}`, userIdList: [t.collaborator.id] })).id);
  const row = (centerId: number, i: number, state: string) => ({ centerId, kind: 'question', title: `Pregunta ${i}`, dueDate: due, state });
  await t.database.db
    .insert(clientRequests)
    .values([...centerIds.map((centerId, i) => row(centerId, i, 'open')), ...centerIds.map((centerId, i) => row(centerId, i, 'answered'))]);
});
afterAll(() => t.close());

async function statements(path: string, who: SignedIn) {
  const answer = await t.api.get(path, { token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { count: Number(answer.headers.get('x-sql-statements')), body: answer.body };
}

describe('statements per request list', () => {
  for (const [list, role] of [
    ['pending=true', 'client'],
    ['toReview=true', 'collaborator'],
    ['toReview=true', 'admin'],
  ] as const) {
    it(`the ${list} list: 1 statement for 2 or ${ROWS} rows (${role})`, async () => {
      const small = await statements(`/api/requests?${list}&pageSize=2`, t[role]);
      const large = await statements(`/api/requests?${list}&pageSize=100`, t[role]);
      expect(large.body.count).toBe(ROWS);
      expect(large.body.results).toHaveLength(ROWS);
      expect(small.count).toBe(1);
      expect(large.count).toBe(small.count);
    });
  }

  it('asks 30 centers at once with as many statements as 2', async () => {
    const ask = async (ids: number[]) => {
      const answer = await t.api.post('/api/requests', {
        token: t.collaborator.token,
        json: { center_ids: ids, kind: 'question', title: 'Horari', due_date: due },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.count).toBe(ids.length);
      return Number(answer.headers.get('x-sql-statements'));
    };
    expect(await ask(centerIds)).toBe(await ask(centerIds.slice(0, 2)));
  });
});
