import { render, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CENTER_MODULES, type CenterModule } from '../../contract/modules';
import type { AppDataProvider } from '../../src/dataProvider';
import { CenterModuleLayout } from '../../src/custom-pages/center-modules/CenterModuleLayout';
import { testI18nProvider } from './support/testI18nProvider';

const renderFrame = async (active: CenterModule[], heading = 'Serveis') => {
  const dataProvider = {
    getOne: async () => ({ data: { id: 7, name: 'Planta Rubí', logo: null } }),
    getCenterModules: async () => CENTER_MODULES.map((module) => ({ module, is_active: active.includes(module) })),
  } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/center/7/ddd']}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('ca_ES')} authProvider={adminAuth}>
        <CustomRoutes>
          <Route
            path="/center/:centerId/ddd"
            element={
              <CenterModuleLayout module="ddd" heading={heading}>
                <p>Llista de serveis</p>
              </CenterModuleLayout>
            }
          />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
};

const adminAuth = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
};

describe('a module frame', () => {
  it('says the module is switched off for the center, with the way to switch it on, instead of its pages', async () => {
    await renderFrame(['legal-requirement']);
    expect(await screen.findByRole('link', { name: 'Ves a l’activació de mòduls' })).toBeInTheDocument();
    expect(screen.getByText('El mòdul «Control de plagues» està desactivat per al centre Planta Rubí.')).toBeInTheDocument();
    expect(screen.queryByText('Llista de serveis')).not.toBeInTheDocument();
  });

  it('shows the page once the module is on', async () => {
    await renderFrame(['ddd']);
    expect(await screen.findByText('Llista de serveis')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Serveis' })).toBeInTheDocument();
  });

  it("names the module once in the trail when the page is the module's own first page", async () => {
    await renderFrame(['ddd'], 'Control de plagues');
    expect(await screen.findByText('Llista de serveis')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegació' });
    expect(trail).toHaveTextContent(/^Planta Rubí\/Control de plagues$/);
    expect(within(trail).getAllByText('Control de plagues')).toHaveLength(1);
  });
});
