import { expect } from 'vitest';
import type { TestApp } from './app';

/** A project in the center with the collaborator as a user, one task and one dedication of theirs. */
export async function projectsFixture(t: TestApp, centerId: number) {
  const project = await t.api.post('/api/project', {
    token: t.admin.token,
    json: {
      name: `Auditoria ISO 14001 ${centerId}`,
      centerId,
      expected_hours: 10,
      price: 1200,
      is_charged: false,
      user_ids: [t.collaborator.id],
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    },
  });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  const task = await t.api.post('/api/task', {
    token: t.admin.token,
    json: { project_id: project.body.id, name: 'Visita', expected_hours: 4, user_ids: [t.collaborator.id] },
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  const dedication = await t.api.post('/api/dedication', {
    token: t.admin.token,
    json: { task_id: task.body.id, user_id: t.collaborator.id, date: '2026-03-02', hours: 2 },
  });
  expect(dedication.status, JSON.stringify(dedication.body)).toBe(201);
  await t.api.post('/api/project-cost', {
    token: t.admin.token,
    json: { project_id: project.body.id, concept: 'Dietas', amount: 40, date: '2026-03-02' },
  });
  return { project: project.body as { id: number }, task: task.body as { id: number }, dedication: dedication.body as { id: number } };
}
