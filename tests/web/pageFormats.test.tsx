import { configure, render, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, AdminContext, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { ActionTable } from '../../src/custom-pages/risks/ImprovementListPage';
import WorkedHoursResumePage from '../../src/custom-pages/projects/WorkedHoursResumePage';
import YearlyFinancesPage from '../../src/custom-pages/projects/YearlyFinancesPage';
import { ComplianceFigure } from '../../src/dashboard/CenterFiguresCard';
import { dataProvider as appDataProvider, type AppDataProvider } from '../../src/dataProvider';
import CenterHomePage from '../../src/resources/center/CenterHomePage';
import type { Evaluation, ImprovementAction } from '../../src/custom-pages/risks/api';
import { ConsequenceEvaluations } from '../../src/custom-pages/risks/ConsequencePage';
import { MATRIX_PRESETS } from '../../contract/risks';
import { authProviderFor } from './support/authProviderFor';
import { installFakeApi, json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

// Issue 23: every page writes money, hours and percentages the one Spanish way.
describe('numbers on the project and home pages (es)', () => {
  // The pages' own calls go through the app's dataProvider to the fake API.
  const spanish = async (children: React.ReactNode, dataProvider: AppDataProvider = appDataProvider) =>
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProviderFor('admin')} i18nProvider={await testI18nProvider('es_ES')}>
        {children}
      </AdminContext>,
    );

  it('shows the yearly finances as "7.600,00 €" (thousands grouped like 11.700,00 €) and hours as "21,5 h"', async () => {
    installFakeApi(() =>
      json(200, [
        {
          year: 2026,
          income: 11700,
          charged: 7600,
          pending: 4100,
          worked_hours: 21.5,
          hours_cost: 860,
          other_costs: 0,
          cost: 860,
          margin: 10840,
        },
      ]),
    );
    await spanish(<YearlyFinancesPage />);
    const row = await screen.findByRole('row', { name: /2026/ });
    expect(row).toHaveTextContent('7.600,00 €');
    expect(row).toHaveTextContent('11.700,00 €');
    expect(row).toHaveTextContent('21,5 h');
    expect(row.textContent).not.toMatch(/7600|21\.5/);
  });

  it('writes a user\'s worked hours as "21,5 h", the total too', async () => {
    installFakeApi(() =>
      json(200, {
        user: { id: 7, name: 'Pau Soler' },
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        total_worked_hours: 21.5,
        project_resumes: [
          { project: { id: 5, name: 'Autorització ambiental' }, center: { id: 3, name: 'Planta Rubí' }, worked_hours: 21.5 },
        ],
      }),
    );
    await spanish(<WorkedHoursResumePage />);
    expect(await screen.findByTestId('resume-total')).toHaveTextContent('21,5 h');
    expect(screen.getByRole('row', { name: /Autorització ambiental/ })).toHaveTextContent('21,5 h');
  });

  it('writes compliance with one decimal at most, "66,7 %", as every other percentage', async () => {
    await spanish(<ComplianceFigure value={66.666} label="Cumplimiento" />);
    expect(screen.getByTestId('compliance')).toHaveTextContent(/^66,7\s%$/);
  });
});

const action = (overrides: Partial<ImprovementAction>): ImprovementAction => ({
  id: 1,
  center_id: 7,
  type: 'CORRECTIVE',
  origin: 'AUDIT',
  source_table: null,
  source_id: null,
  description: 'Fuga',
  root_cause: null,
  action: 'Cambiar la junta',
  responsible_id: null,
  responsible: null,
  due_date: '2020-01-15',
  reminder_days: 7,
  status: 'OPEN',
  closing_date: null,
  checked_by_id: null,
  checked_by: null,
  checked_on: null,
  effective: null,
  effectiveness_comment: null,
  attachments: [],
  created_at: '2020-01-01T00:00:00Z',
  updated_at: '2020-01-01T00:00:00Z',
  ...overrides,
});

describe('improvement actions past their due date', () => {
  it('shows an open action whose day has passed as "Vencida", a closed one as its plain date', async () => {
    render(
      <AdminContext authProvider={authProviderFor('admin')} i18nProvider={await testI18nProvider('es_ES')}>
        <ActionTable
          centerId="7"
          actions={[action({ id: 1, action: 'Cambiar la junta' }), action({ id: 2, action: 'Revisar el filtro', status: 'CLOSED' })]}
        />
      </AdminContext>,
    );
    const open = await screen.findByRole('row', { name: /Cambiar la junta/ });
    expect(within(open).getByText(/^Vencida · 15\/01\/2020$/)).toBeVisible();
    const closed = screen.getByRole('row', { name: /Revisar el filtro/ });
    expect(closed).not.toHaveTextContent('Vencida');
    expect(closed).toHaveTextContent('15/01/2020');
  });
});

describe("risk evaluations' due dates", () => {
  const evaluation = (id: number, process: string, due_date: string | null) =>
    ({
      id,
      process: { id, name: process },
      inherent: { score: 16, level: 'HIGH' },
      residual: null,
      treatment: 'MITIGATE',
      due_date,
    }) as unknown as Evaluation;

  it('shows a due date already past as "Vencida" in red, a later one as its date, none as a dash', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext authProvider={authProviderFor('admin')} i18nProvider={await testI18nProvider('es_ES')}>
          <ConsequenceEvaluations
            centerId="7"
            consequenceId="3"
            matrix={{ ...MATRIX_PRESETS['5x5'], is_default: true }}
            evaluations={[evaluation(1, 'Pintura', '2020-01-15'), evaluation(2, 'Compras', '2999-06-30'), evaluation(3, 'Almacén', null)]}
          />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const past = await screen.findByRole('row', { name: /Pintura/ });
    expect(
      within(past)
        .getByText(/^Vencida · 15\/01\/2020$/)
        .closest('[data-due]'),
    ).toHaveAttribute('data-due', 'overdue');
    expect(screen.getByRole('columnheader', { name: 'Fecha prevista' })).toBeVisible();
    const later = screen.getByRole('row', { name: /Compras/ });
    expect(within(later).getByText('30/06/2999')).toHaveAttribute('data-due', 'ok');
    expect(screen.getByRole('row', { name: /Almacén/ })).not.toHaveTextContent('Vencida');
  });
});

describe('center home module cards', () => {
  const center = {
    id: 7,
    name: 'Tintoreria Terrassa',
    logo: null,
    enterprise: { id: 2, name: 'Tèxtils Vallès' },
    address: null,
    postal_code: null,
    municipality: null,
    province: null,
    autonomous_community: null,
    userList: [],
  };
  const renderHome = async (role: Role) => {
    const dataProvider = {
      getOne: async () => ({ data: center }),
      getCenterModules: async () =>
        ['legal-requirement', 'risk-opportunity', 'improvement', 'indicator'].map((module) => ({ module, is_active: true })),
      getHome: async () => ({ today: '2026-11-23', count: 0, results: [] }),
      getList: async () => ({ data: [], total: 0 }),
    } as unknown as AppDataProvider;
    render(
      <TestMemoryRouter initialEntries={['/center/7/home']}>
        <Admin dataProvider={dataProvider} authProvider={authProviderFor(role)} i18nProvider={await testI18nProvider('es_ES')}>
          <CustomRoutes>
            <Route path="/center/:centerId/home" element={<CenterHomePage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Requisitos legales' });
  };

  it('offers a client only the modules the server lets clients open: no risks, no improvement actions', async () => {
    await renderHome('client');
    expect(screen.getByRole('region', { name: 'Indicadores' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Riesgos y oportunidades' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acciones de mejora' })).toBeNull();
  });

  it('offers an admin every active module', async () => {
    await renderHome('admin');
    expect(screen.getByRole('region', { name: 'Riesgos y oportunidades' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Acciones de mejora' })).toBeVisible();
  });
});
