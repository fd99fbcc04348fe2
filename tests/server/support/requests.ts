import { expect } from 'vitest';
import { addDays, todayInSpain } from '../../../server/lib/dates';
import type { TestApp } from './app';

/** An open question to the center's client people (issue 35), asked by the admin. */
export async function requestsFixture(t: TestApp, centerId: number) {
  const answer = await t.api.post('/api/requests', {
    token: t.admin.token,
    json: { center_ids: [centerId], kind: 'question', title: 'Horari de recollida', due_date: addDays(todayInSpain(), 7) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.results[0] as { id: number };
}
