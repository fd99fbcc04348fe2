import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, Title, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CENTER_MODULES } from '../../contract/modules';
import type { Role } from '../../contract/roles';
import DddServicePage from '../../src/custom-pages/center-modules/DddServicePage';
import { AppLayout } from '../../src/layout/AppLayout';
import { AccessDenied } from '../../src/layout/rarePages';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

// What a client is offered opens a page they may read (issue 35 item 0): read-only views, and a way home when refused.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const CENTER = { id: 3, name: 'Fábrica de Santoña', logo: null };
const SERVICE = {
  id: 1,
  center_id: 3,
  service_date: '2026-08-01',
  treatment_type: 'RODENT_CONTROL',
  provider_name: 'Plagas Cantabria SL',
  provider_registration_number: 'ROESB 0456-CAN-SB',
  products: [
    { name: 'Brodifacoum bloque', registration_number: 'ES/RM-2020-14-00123', product_type: 'TP14', dose: '20 g', batch: 'L2301' },
  ],
  points_checked: 'C1, C2',
  incidents: 'Consumo en C2',
  safety_period_hours: 12,
  next_planned_date: '2026-10-30',
  certificate: '/api/files/certificado.pdf?signature=1',
  certificate_name: 'certificado.pdf',
  flags: [],
  is_overdue: true,
};

const dataProvider = {
  getOne: async (resource: string) => ({ data: resource === 'ddd-service' ? SERVICE : CENTER }),
  getList: async () => ({ data: [], total: 0 }),
  getCenterModules: async () => CENTER_MODULES.map((module) => ({ module, is_active: true })),
  getHistory: async () => ({ changes: [], total: 0 }),
} as unknown as DataProvider;

const renderService = async (role: Role) =>
  render(
    <TestMemoryRouter initialEntries={['/center/ddd-module/3/service/1']}>
      <Admin dataProvider={dataProvider} authProvider={authProviderFor(role)} i18nProvider={await testI18nProvider('es_ES')}>
        <CustomRoutes>
          <Route path="/center/ddd-module/:centerId/service/:dddServiceId" element={<DddServicePage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );

describe('a pest-control service', () => {
  it('opens read-only for a client: its values by kind, the products, the certificate to download, nothing to save or delete', async () => {
    await renderService('client');
    expect(await screen.findByText('Desratización')).toBeVisible();
    expect(screen.getByText('01/08/2026')).toBeVisible();
    expect(screen.getByText('Vencida · 30/10/2026').closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
    expect(screen.getByText('Plagas Cantabria SL')).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Brodifacoum bloque' })).toBeVisible();
    expect(screen.getByText('Consumo en C2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Certificado' })).toHaveAttribute('href', '/api/files/certificado.pdf?signature=1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByText('Acceso denegado')).toBeNull();
  });

  it('is the form for a collaborator', async () => {
    await renderService('collaborator');
    expect(await screen.findByDisplayValue('Plagas Cantabria SL')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
});

describe('the access-denied page', () => {
  it.each([
    ['es_ES', 'Acceso denegado', 'Ir al inicio'],
    ['ca_ES', 'Accés denegat', 'Ves a l’inici'],
    ['en', 'Access denied', 'Go to the home page'],
  ] as const)('in %s says so and leads back home', async (locale, title, home) => {
    render(
      <TestMemoryRouter initialEntries={['/center/3']}>
        <Admin dataProvider={dataProvider} authProvider={authProviderFor('client')} i18nProvider={await testI18nProvider(locale)}>
          <CustomRoutes>
            <Route path="/center/:id" element={<AccessDenied />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  });
});

describe("the page trail above a center's page", () => {
  // A page below a center that takes the common trail (the center's agenda draws its own: center > agenda).
  const renderAgenda = async (role: Role) =>
    render(
      <TestMemoryRouter initialEntries={['/center/3/report']}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProviderFor(role)}
          i18nProvider={await testI18nProvider('es_ES')}
          layout={AppLayout}
        >
          <Resource name="center" list={() => null} edit={() => null} recordRepresentation="name" />
          <CustomRoutes>
            <Route path="/center/:centerId/report" element={<Title title="Informe del centro" />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );

  it('names the center without a link to its edit form for a client, who may not open it', async () => {
    await renderAgenda('client');
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    await waitFor(() => expect(trail).toHaveTextContent('Fábrica de Santoña'));
    expect(within(trail).queryByRole('link', { name: 'Fábrica de Santoña' })).toBeNull();
  });

  it('links the center to its form for an admin', async () => {
    await renderAgenda('admin');
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Fábrica de Santoña' })).toHaveAttribute('href', '/center/3'));
  });
});
