import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IndicatorPage from '../../src/custom-pages/center-modules/IndicatorPage';
import { dataProvider } from '../../src/dataProvider';
import { authProviderFor } from './support/authProviderFor';
import { installFakeApi, json, type ReceivedRequest } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Frequency = 'MONTHLY' | 'QUARTERLY' | 'YEARLY';

const indicator = (frequency: Frequency) => ({
  id: 3,
  center_id: 7,
  process_id: 1,
  process_name: 'Producció',
  name: 'Consum d’aigua per tona',
  description: null,
  unit: 'm³/t',
  frequency,
  direction: 'LOWER_IS_BETTER',
  source: 'MANUAL',
  responsible_user_id: null,
  last_period: null,
  last_value: null,
  due_period: '',
  is_missing: false,
});

/** The indicator page in Spanish on `today`, against a fake API that knows one indicator and nothing else. */
const renderIndicator = async (frequency: Frequency, today: string, analyses: unknown[] = []): Promise<ReceivedRequest[]> => {
  // Only the clock's date is fixed: timers stay real for the pickers and waitFor.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00`));
  const requests = installFakeApi(async (request) => {
    if (request.method === 'POST') return json(201, { id: 1, ...JSON.parse(String(request.body)) });
    if (request.url.pathname === '/api/indicator/3') return json(200, indicator(frequency));
    if (request.url.pathname === '/api/center/7') return json(200, { id: 7, name: 'Planta de Sabadell' });
    if (request.url.pathname === '/api/indicator/3/analysis') return json(200, { count: analyses.length, results: analyses });
    return json(200, { count: 0, next: null, previous: null, results: [] });
  });
  render(
    <TestMemoryRouter initialEntries={['/center/indicator-module/7/indicator/3']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderFor('collaborator')}
        i18nProvider={await testI18nProvider('es_ES')}
      >
        <Routes>
          <Route path="/center/indicator-module/:centerId/indicator/:indicatorId" element={<IndicatorPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return requests;
};

const sent = (requests: ReceivedRequest[], what: 'measurement' | 'analysis') => {
  const post = requests.find((request) => request.method === 'POST' && request.url.pathname === `/api/indicator/3/${what}`);
  return post && JSON.parse(String(post.body));
};

describe('an indicator period is chosen, not typed (issue 23)', () => {
  it('offers a monthly indicator a month picker on the last due month and sends 2025-03 for March 2025', async () => {
    const requests = await renderIndicator('MONTHLY', '2025-04-15');
    const region = await screen.findByRole('region', { name: 'Mediciones' }, { timeout: 15_000 });
    const picker = await within(region).findByRole('group', { name: 'Periodo' }, { timeout: 15_000 });
    // MM/yyyy, as a Spanish user writes a month: no "2025-03" to type or read.
    expect(
      within(picker)
        .getAllByRole('spinbutton')
        .map((section) => section.textContent),
    ).toEqual(['03', '2025']);
    expect(within(region).queryByRole('textbox', { name: 'Periodo' })).not.toBeInTheDocument();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Valor' }), { target: { value: '2,9' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(sent(requests, 'measurement')).toEqual({ period: '2025-03', value: 2.9, comment: null }));
  }, 30_000);

  it('offers a quarterly indicator T1..T4 beside a year and sends 2025-Q1 for T1 2025', async () => {
    const requests = await renderIndicator('QUARTERLY', '2026-02-10');
    const region = await screen.findByRole('region', { name: 'Mediciones' }, { timeout: 15_000 });
    const quarter = within(region).getByRole('combobox', { name: 'Trimestre' });
    const year = within(region).getByRole('textbox', { name: 'Año' });
    // The last due quarter on 10 February 2026 is the fourth of 2025.
    expect(quarter).toHaveValue('4');
    expect(year).toHaveValue('2025');
    expect(
      within(quarter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['T1', 'T2', 'T3', 'T4']);
    fireEvent.change(quarter, { target: { value: '1' } });
    fireEvent.change(year, { target: { value: '202' } });
    // A half-typed year records nothing.
    expect(within(region).getByRole('button', { name: 'Registrar' })).toBeDisabled();
    fireEvent.change(year, { target: { value: '2025' } });
    fireEvent.change(within(region).getByRole('textbox', { name: 'Valor' }), { target: { value: '3.4' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(sent(requests, 'measurement')).toEqual({ period: '2025-Q1', value: 3.4, comment: null }));
  }, 30_000);

  it('analyses a yearly indicator by the last year by default, and lists analyses by their period as read', async () => {
    const requests = await renderIndicator('YEARLY', '2026-02-10', [
      { id: 4, period: '2025-Q1', text: 'Summer use above the watch range', conclusion: 'AT_RISK' },
    ]);
    const region = await screen.findByRole('region', { name: 'Análisis' }, { timeout: 15_000 });
    expect(await within(region).findByText('T1 2025')).toBeInTheDocument();
    expect(within(region).queryByText('2025-Q1')).not.toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Periodo' })).toHaveValue('2025');
    fireEvent.change(within(region).getByRole('textbox', { name: 'Análisis' }), { target: { value: 'Below target all year' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Añadir' }));
    await waitFor(() =>
      expect(sent(requests, 'analysis')).toEqual({ period: '2025', text: 'Below target all year', conclusion: 'ON_TRACK' }),
    );
  }, 30_000);
});
