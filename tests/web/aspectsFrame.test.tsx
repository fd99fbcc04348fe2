import { configure, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import AspectEvaluationPage from '../../src/custom-pages/aspects/AspectEvaluationPage';
import EnvironmentalIndicatorsPage from '../../src/custom-pages/aspects/EnvironmentalIndicatorsPage';
import HomePage from '../../src/custom-pages/aspects/HomePage';
import PracticeActionsPage from '../../src/custom-pages/aspects/PracticeActionsPage';
import { apiClient, type AppDataProvider } from '../../src/dataProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { installFakeApi, json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const MODULE = '/center/environmental-aspects-module/:centerId';
// The center from memory; the module's own calls through the app's data provider to the fake API.
const dataProvider = {
  ...createDataProvider(apiClient),
  getOne: async () => ({ data: { id: 7, name: 'Planta de Sabadell' } }),
} as unknown as AppDataProvider;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** One page of the module in Spanish at `url`, the fake API answering `answers[pathname]` (404 otherwise). */
const renderPage = async (
  Page: ComponentType,
  path: string,
  url: string,
  answers: Record<string, unknown>,
  role: Role = 'collaborator',
) => {
  installFakeApi((request) => {
    const answer = answers[request.url.pathname];
    return answer === undefined ? json(404, { detail: 'Not found.', code: 'not_found' }) : json(200, answer);
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (params) => canAccess(role, params),
  };
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <CustomRoutes>
          <Route path={`${MODULE}/${path}`} element={<Page />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
};

// Today is 24/11/2026 for every due date below (only Date is faked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the environmental aspects module', () => {
  it('shows a next evaluation already past as "Vencida", in red, and one ahead as its plain date', async () => {
    await renderPage(HomePage, '', '/center/environmental-aspects-module/7/', {
      '/api/center/7/aspect-evaluations/next-evaluation-date': { last_evaluation_date: '2025-03-15', next_evaluation_date: '2026-03-15' },
      '/api/center/7/good-practice-evaluations/next-evaluation-date': {
        last_evaluation_date: '2026-06-01',
        next_evaluation_date: '2027-06-01',
      },
    });
    const aspects = await screen.findByTestId('next-aspect-evaluation');
    expect(aspects).toHaveTextContent('Próxima evaluación de aspectos');
    expect(within(aspects).getByText('Vencida · 15/03/2026').closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
    expect(aspects.className).toContain('Error');
    const practices = await screen.findByTestId('next-good_practice-evaluation');
    expect(within(practices).getByText('01/06/2027').closest('[data-due]')).toHaveAttribute('data-due', 'ok');
  });

  it("sits in the common module frame: center and module in the trail, the module's tabs, the page's own selected", async () => {
    await renderPage(PracticeActionsPage, 'practice-action', '/center/environmental-aspects-module/7/practice-action', {
      '/api/practice-actions': page([
        {
          id: 51,
          center_practice_id: 31,
          evaluated_practice_id: 41,
          description: 'Cartel en la salida',
          responsible: 'Jefe de turno',
          due_date: '2026-04-30',
          state: 'OPEN',
          closing_date: null,
          is_overdue: true,
          practice: { id: 15, name: 'Apagar luces' },
          aspect: { id: 19, name: 'Consumo eléctrico' },
          zone: { id: 2, name: 'Taller' },
          stage: { id: 1, name: 'Producción' },
          evaluation: null,
        },
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acciones de buenas prácticas' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Planta de Sabadell' })).toHaveAttribute('href', '/center/7/home');
    expect(within(trail).getByRole('link', { name: 'Aspectos ambientales' })).toHaveAttribute(
      'href',
      '/center/environmental-aspects-module/7/',
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Aspectos ambientales' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Etapas del ciclo de vida',
      'Evaluaciones de aspectos',
      'Evaluaciones de buenas prácticas',
      'Acciones de buenas prácticas',
      'Indicadores ambientales',
      'Periodicidad y método de evaluación',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Acciones de buenas prácticas');
    // The action's due date has passed: the common chip says so.
    expect(await screen.findByText('Vencida · 30/04/2026')).toBeVisible();
  });

  it('names one evaluation in the singular, with its date, below the list in the plural', async () => {
    await renderPage(
      AspectEvaluationPage,
      'aspect-evaluation/:aspectEvaluationId',
      '/center/environmental-aspects-module/7/aspect-evaluation/12',
      {
        '/api/aspect-evaluations/12': { id: 12, date: '2025-03-15', is_open: true, significant_evaluated_aspect_ids: [] },
        '/api/aspect-evaluations/12/stages': page([]),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluación de aspectos del 15/03/2025' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Evaluaciones de aspectos' })).toHaveAttribute(
      'href',
      '/center/environmental-aspects-module/7/aspect-evaluation',
    );
    expect(screen.queryByText(/Evaluaciones de aspectos 15/)).toBeNull();
  });

  it("writes an indicator's last value as Spanish writes numbers", async () => {
    await renderPage(
      EnvironmentalIndicatorsPage,
      'environmental-indicator',
      '/center/environmental-aspects-module/7/environmental-indicator',
      {
        '/api/environmental-indicators': page([
          {
            id: 3,
            center_aspect_id: 11,
            stage: { id: 1, name: 'Producción' },
            zone: { id: 2, name: 'Taller' },
            aspect: { id: 19, name: 'Consumo de agua' },
            vector: { id: 4, name: 'Agua' },
            indicator: { id: 8, name: 'Agua de red', unit: 'm³', frequency: 'MONTHLY', last_period: '2026-10', last_value: 1234.5 },
          },
        ]),
      },
      'client',
    );
    expect(await screen.findByText('1.234,5 m³ (2026-10)')).toBeVisible();
  });
});
