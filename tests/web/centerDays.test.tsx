import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Admin, AdminContext, CustomRoutes, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgendaItem } from '../../contract/agenda';
import { todayIn } from '../../contract/field-kinds';
import { CenterZone } from '../../src/common/centerZone';
import { ExpiryBadge } from '../../src/common/ExpiryBadge';
import { DueDateChip } from '../../src/common/fields';
import { AgendaList } from '../../src/custom-pages/agenda/AgendaList';
import DedicationPage from '../../src/custom-pages/projects/DedicationPage';
import { DEDICATION_NEW_ROUTE } from '../../src/custom-pages/projects/paths';
import { testI18nProvider } from './support/testI18nProvider';

// Days are counted on the center's calendar (issue 34): a reader whose clock is in another zone than Madrid sees the
// same count as a reader in Madrid, and as the server. The browser's zone is the process's (TZ), changed per test.
const zone = process.env.TZ;
const clockAt = (instant: string, readerZone: string) => {
  process.env.TZ = readerZone;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
};
beforeEach(() => vi.useRealTimers());
afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const inSpanish = async (children: ReactNode, dataProvider: Partial<DataProvider> = {}) =>
  render(
    <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={await testI18nProvider('es_ES')}>
      {children}
    </AdminContext>,
  );

describe('days left, for a reader whose clock is in New York', () => {
  // 23:30 on Tuesday 24 in New York is already 05:30 on Wednesday 25 in Madrid.
  const NEW_YORK_NIGHT = '2026-11-25T04:30:00Z';

  it("counts on Madrid's calendar: due on the 29th is 4 days away, in one wording for due dates and expiries", async () => {
    clockAt(NEW_YORK_NIGHT, 'America/New_York');
    expect(new Date().getDate()).toBe(24);
    await inSpanish(
      <>
        <div data-testid="due">
          <DueDateChip date="2026-11-29" warningDays={30} />
        </div>
        <div data-testid="expiry">
          <ExpiryBadge date="2026-11-29" warningDays={30} />
        </div>
        <div data-testid="yesterday">
          <DueDateChip date="2026-11-24" />
        </div>
      </>,
    );
    expect(screen.getByTestId('due')).toHaveTextContent('Quedan 4 días · 29/11/2026');
    expect(screen.getByTestId('expiry')).toHaveTextContent('Quedan 4 días · 29/11/2026');
    // The 24th is still "today" on the reader's clock, but has passed in Madrid.
    expect(screen.getByTestId('yesterday')).toHaveTextContent('Vencida · 24/11/2026');
  });

  it("says the agenda's days once, in the due-date cell, as the server counted them", async () => {
    clockAt(NEW_YORK_NIGHT, 'America/New_York');
    const item = (id: string, due_date: string, days_left: number): AgendaItem => ({
      id,
      center: { id: 4, name: 'Planta Rubí' },
      enterprise: { id: 1, name: 'Química del Vallès' },
      module: 'residue',
      kind: 'storage_limit',
      subject: 'Aceites usados',
      due_date,
      days_left,
      overdue: days_left < 0,
      record_id: 8,
      parent_id: null,
    });
    const results = [item('a', '2026-11-22', -3), item('b', '2026-11-25', 0), item('c', '2026-11-29', 4), item('d', '2027-02-28', 95)];
    render(
      <TestMemoryRouter>
        <AdminContext
          dataProvider={{ getList: async () => ({ data: results, total: results.length }) } as unknown as DataProvider}
          i18nProvider={await testI18nProvider('es_ES')}
        >
          <AgendaList centerId="4" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Vencida hace 3 días · 22/11/2026',
      'Vence hoy · 25/11/2026',
      'Quedan 4 días · 29/11/2026',
      'Quedan 95 días · 28/02/2027',
    ]);
    // No second column repeating the days.
    expect(within(table).queryByRole('columnheader', { name: 'Días' })).toBeNull();
    expect(table).not.toHaveTextContent(/Faltan/);
  });
});

describe("a Canary Islands center's day", () => {
  // 23:30 in the Canaries is already 00:30 of the next day in Madrid.
  const CANARY_NIGHT = '2026-11-24T23:30:00Z';

  it('is its own: due today there while already overdue on the peninsula', async () => {
    clockAt(CANARY_NIGHT, 'UTC');
    expect(todayIn('Atlantic/Canary')).toBe('2026-11-24');
    expect(todayIn('Europe/Madrid')).toBe('2026-11-25');
    await inSpanish(
      <>
        <div data-testid="peninsula">
          <CenterZone center={{ autonomous_community: 'ES-CT' }}>
            <DueDateChip date="2026-11-24" />
          </CenterZone>
        </div>
        <div data-testid="canaries">
          <CenterZone center={{ autonomous_community: 'ES-CN' }}>
            <DueDateChip date="2026-11-24" />
          </CenterZone>
        </div>
      </>,
    );
    expect(screen.getByTestId('peninsula')).toHaveTextContent('Vencida · 24/11/2026');
    expect(screen.getByTestId('canaries')).toHaveTextContent('Vence hoy · 24/11/2026');
  });
});

describe('a new dedication', () => {
  const auth: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'collaborator',
    getIdentity: async () => ({ id: 7, fullName: 'Pau Soler' }),
    canAccess: async ({ resource }) => resource !== 'project-cost',
  };

  it('starts on today in Madrid, not on the previous day, just after midnight', async () => {
    // 00:30 on the 25th in Madrid is still 23:30 on the 24th in UTC.
    clockAt('2026-11-24T23:30:00Z', 'Europe/Madrid');
    render(
      <TestMemoryRouter initialEntries={['/project/5/task/9/dedication/new']}>
        <Admin
          dataProvider={{ getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider}
          authProvider={auth}
          i18nProvider={await testI18nProvider('es_ES')}
        >
          <CustomRoutes>
            <Route path={DEDICATION_NEW_ROUTE} element={<DedicationPage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(document.querySelector('input[name="date"]')).toHaveValue('25/11/2026'), { timeout: 15_000 });
  });
});
