import { render, screen, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import PracticeVerificationPage from '../../src/custom-pages/aspects/PracticeVerificationPage';
import { apiClient, type AppDataProvider } from '../../src/dataProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { testI18nProvider } from './support/testI18nProvider';

const centerOnly = {
  ...createDataProvider(apiClient),
  getOne: async () => ({ data: { id: 7, name: 'Planta de Sabadell' } }),
} as unknown as AppDataProvider;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const practices = page([
  {
    center_practice_id: 31,
    center_aspect_id: 11,
    practice: { id: 15, name: 'Apagar llums' },
    aspect: { id: 19, name: 'Consum elèctric' },
    evaluated_practice: { id: 41, state: 'NOT_FULFILLED', comment: null },
  },
  {
    center_practice_id: 32,
    center_aspect_id: 11,
    practice: { id: 16, name: 'Il·luminació LED' },
    aspect: { id: 19, name: 'Consum elèctric' },
    evaluated_practice: { id: 42, state: 'FULFILLED', comment: null },
  },
]);
const action = {
  id: 51,
  center_practice_id: 31,
  evaluated_practice_id: 41,
  description: 'Cartell a la sortida',
  responsible: 'Cap de torn',
  due_date: '2026-04-30',
  state: 'OPEN',
  closing_date: null,
  is_overdue: false,
  practice: { id: 15, name: 'Apagar llums' },
  aspect: { id: 19, name: 'Consum elèctric' },
  zone: { id: 2, name: 'Taller' },
  stage: { id: 1, name: 'Producció' },
  evaluation: { id: 5, date: '2026-03-03' },
};

/** The verification page of evaluation 5, zone 2, vector 7 against a stubbed API: practice 31 not fulfilled (one action), 32 fulfilled. */
const renderVerification = async (role: Role) => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('/practice-actions?')) return json(page([action]));
      if (url.endsWith('/practices')) return json(practices);
      return json({ id: 5, date: '2026-03-03', is_open: true });
    }),
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (params) => canAccess(role, params),
  };
  render(
    <TestMemoryRouter initialEntries={['/center/environmental-aspects-module/7/good-practice-evaluation/5/zone/2/vector/7']}>
      <Admin dataProvider={centerOnly} authProvider={authProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route
            path="/center/environmental-aspects-module/:centerId/good-practice-evaluation/:goodPracticeEvaluationId/zone/:zoneId/vector/:vectorId"
            element={<PracticeVerificationPage />}
          />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await within(await screen.findByRole('region', { name: 'Apagar llums' })).findByRole('link', { name: 'Cartell a la sortida' });
  return urls;
};

afterEach(() => vi.unstubAllGlobals());

describe('practice actions on the verification page', () => {
  it('lists the actions of a practice not fulfilled and offers writers to start one, from one request for the page', async () => {
    const urls = await renderVerification('collaborator');
    const notFulfilled = screen.getByRole('region', { name: 'Apagar llums' });
    expect(within(notFulfilled).getByRole('link', { name: 'Cartell a la sortida' }).getAttribute('href')).toBe(
      '/center/environmental-aspects-module/7/practice-action/51',
    );
    expect(within(notFulfilled).getByText('Oberta')).toBeTruthy();
    const start = await within(notFulfilled).findByRole('link', { name: 'Inicia una acció' });
    const href = new URL(start.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/center/environmental-aspects-module/7/practice-action/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      centerPracticeId: '31',
      evaluatedPracticeId: '41',
      practice: 'Apagar llums · Consum elèctric',
    });
    // A fulfilled practice has nothing to act on.
    expect(within(screen.getByRole('region', { name: 'Il·luminació LED' })).queryByRole('link', { name: 'Inicia una acció' })).toBeNull();
    expect(urls.filter((url) => url.includes('/practice-actions?'))).toEqual([
      expect.stringContaining('centerId=7&goodPracticeEvaluationId=5'),
    ]);
  });

  it('lets a client read the actions without starting one', async () => {
    await renderVerification('client');
    const notFulfilled = screen.getByRole('region', { name: 'Apagar llums' });
    expect(within(notFulfilled).getByRole('link', { name: 'Cartell a la sortida' })).toBeTruthy();
    expect(within(notFulfilled).queryByRole('link', { name: 'Inicia una acció' })).toBeNull();
  });
});
