import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, HistoryChange } from '../../src/dataProvider';
import { HistoryTimeline } from '../../src/history/HistoryTimeline';
import { testI18nProvider } from './support/testI18nProvider';

const change = (id: number, overrides: Partial<HistoryChange>): HistoryChange => ({
  id,
  table: 'evidence',
  record_id: 31,
  center_id: 7,
  action: 'update',
  changes: {},
  actor: { id: 5, name: 'Ana Puig' },
  changed_at: '2026-11-23T16:05:00Z',
  ...overrides,
});

const changes = [
  change(3, { changes: { state: ['IN_PROCESS', 'FULFILLED'], expiration_date: ['2030-06-30', null] } }),
  change(2, { action: 'create', actor: null, changes: { name: [null, 'Permís d’abocament vigent'], state: [null, 'NOT_FULFILLED'] } }),
];

const renderTimeline = async (getHistory: AppDataProvider['getHistory'], locale: 'en' | 'ca_ES' = 'en', table = 'evidence') =>
  render(
    <AdminContext dataProvider={{ getHistory } as unknown as AppDataProvider} i18nProvider={await testI18nProvider(locale)}>
      <HistoryTimeline table={table} recordId={31} />
    </AdminContext>,
  );

describe('HistoryTimeline', () => {
  it('shows each change: what, when, who, and each field from and to with its label', async () => {
    const getHistory = vi.fn(async () => ({ changes, total: 2 }));
    await renderTimeline(getHistory);

    const entries = await screen.findAllByRole('listitem');
    expect(getHistory).toHaveBeenCalledWith('evidence', 31, 10);
    expect(entries).toHaveLength(2);
    const [updated, created] = entries;
    expect(within(updated!).getByText('Updated')).toBeVisible();
    expect(within(updated!).getByText('by Ana Puig')).toBeVisible();
    expect(within(updated!).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeVisible();
    expect(within(updated!).getByText('State:', { exact: false })).toBeVisible();
    expect(within(updated!).getByText('In process')).toBeVisible();
    expect(within(updated!).getByText('Fulfilled')).toBeVisible();
    expect(within(updated!).getByText('30/06/2030')).toBeVisible();
    expect(within(updated!).getByText('Expiration date:', { exact: false })).toBeVisible();
    expect(within(created!).getByText('Created')).toBeVisible();
    expect(within(created!).getByText('by the system')).toBeVisible();
    expect(within(created!).getByText('Not fulfilled')).toBeVisible();
  });

  it('speaks Catalan, and loads older changes on demand', async () => {
    const getHistory = vi.fn(async (_table: string, _id: unknown, pageSize: number) => ({ changes: changes.slice(0, pageSize === 10 ? 1 : 2), total: 2 }));
    await renderTimeline(getHistory, 'ca_ES');

    expect(await screen.findByText('Modificat')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: "Mostra'n més (1 anterior)" }));
    expect(await screen.findByText('Creat')).toBeVisible();
    expect(getHistory).toHaveBeenLastCalledWith('evidence', 31, 20);
  });

  it("words a module's coded values and names the users a change mentions, a deleted one as such", async () => {
    const project = [
      change(9, { table: 'project', changes: { state: ['IN_PROGRESS', 'FINISHED'], coordinator_user_id: [4, 6] }, people: { coordinator_user_id: { 4: 'Laura Puig', 6: null } } }),
      change(8, { table: 'project_user', action: 'create', changes: { project_id: [null, 31], user_id: [null, 4] }, people: { user_id: { 4: 'Laura Puig' } } }),
    ];
    await renderTimeline(async () => ({ changes: project, total: 2 }), 'en', 'project');
    const [updated, added] = await screen.findAllByRole('listitem');
    expect(within(updated!).getByText('In progress')).toBeVisible();
    expect(within(updated!).getByText('Finished')).toBeVisible();
    expect(within(updated!).getByText('Laura Puig')).toBeVisible();
    expect(within(updated!).getByText('a deleted user')).toBeVisible();
    expect(within(added!).getByText('Project member: added')).toBeVisible();
    expect(within(added!).getByText('Laura Puig')).toBeVisible();
    expect(within(added!).queryByText('31')).toBeNull();
  });

  it('says so when nothing was recorded yet, or when the history cannot be read', async () => {
    await renderTimeline(async () => ({ changes: [], total: 0 }));
    expect(await screen.findByText('No changes recorded yet.')).toBeVisible();
    await renderTimeline(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('The history could not be loaded.')).toBeVisible();
  });
});
