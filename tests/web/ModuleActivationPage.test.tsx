import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CENTER_MODULES } from '../../contract/modules';
import type { AppDataProvider } from '../../src/dataProvider';
import ModuleActivationPage from '../../src/resources/center/ModuleActivationPage';
import { MODULE_ACTIVATION_ROUTE } from '../../src/resources/center/centerPaths';
import { testI18nProvider } from './support/testI18nProvider';

const renderPage = async (setModuleState: AppDataProvider['setModuleState']) => {
  const dataProvider = {
    getOne: async () => ({ data: { id: 7, name: 'Planta Rubí', logo: null } }),
    getCenterModules: async () => CENTER_MODULES.map((module) => ({ module, is_active: module === 'legal-requirement' })),
    setModuleState,
  } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/center/module-activation/7']}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route path={MODULE_ACTIVATION_ROUTE} element={<ModuleActivationPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Planta Rubí' });
};

describe('module activation page', () => {
  it('shows one switch per module, in Catalan, with the states the server gave', async () => {
    await renderPage(vi.fn());

    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(screen.getByRole('switch', { name: 'Requisits legals' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Control de plagues' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Aspectes ambientals' })).not.toBeChecked();
  });

  it('switches a module on through the state endpoint and shows the state the server kept', async () => {
    const setModuleState = vi.fn(async () => true);
    await renderPage(setModuleState);

    fireEvent.click(screen.getByRole('switch', { name: 'Residus' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Residus' })).toBeChecked());
    expect(setModuleState).toHaveBeenCalledWith('7', 'residue', true);
  });

  it('leaves the switch as it was when the server refuses', async () => {
    await renderPage(vi.fn(async () => Promise.reject(new Error('error_403'))));

    fireEvent.click(screen.getByRole('switch', { name: 'Requisits legals' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Requisits legals' })).not.toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Requisits legals' })).toBeChecked();
  });
});
