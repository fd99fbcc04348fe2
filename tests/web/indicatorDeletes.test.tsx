import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { ActionsPage } from '../../src/custom-pages/center-modules/IndicatorListsPage';
import { dataProvider as appDataProvider } from '../../src/dataProvider';
import { installFakeApi, json } from './support/fakeApi';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

afterEach(() => vi.unstubAllGlobals());

// Deletes go through the app's dataProvider to the fake API; the center's name comes from here.
const dataProvider = {
  ...appDataProvider,
  getOne: async () => ({ data: { id: 7, name: 'Planta de Sabadell' } }),
} as unknown as DataProvider;

const action = {
  id: 9,
  indicator_id: 3,
  indicator_name: 'Water',
  analysis_id: null,
  what: 'Fix leaks',
  who: 'Maintenance',
  due_date: '2025-06-30',
  status: 'PLANNED',
};

const renderActionsAs = async (role: Role) =>
  render(
    <TestMemoryRouter initialEntries={['/center/indicator-module/7/action']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProviderFor(role)} i18nProvider={await testI18nProvider('en')}>
        <Routes>
          <Route path="/center/indicator-module/:centerId/action" element={<ActionsPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('deleting from the indicator pages', () => {
  it('deletes an action after a confirmation naming it, without opening the row, and reloads the list', async () => {
    let deleted = false;
    const requests = installFakeApi(async (request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return json(204, null);
      }
      if (request.url.pathname === '/api/indicator-action') return json(200, { count: deleted ? 0 : 1, results: deleted ? [] : [action] });
      return json(200, { count: 1, results: [{ id: 3, name: 'Water' }] });
    });
    await renderActionsAs('collaborator');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Fix leaks' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete “Fix leaks”?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText('No action yet.')).toBeInTheDocument());
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url.pathname)).toEqual(['/api/indicator-action/9']);
    // Neither click reached the row, which opens the action's edit dialog.
    expect(screen.queryByRole('dialog', { name: 'Edit action' })).not.toBeInTheDocument();
  }, 30_000);

  it('offers no delete to a client', async () => {
    installFakeApi(async () => json(200, { count: 1, results: [action] }));
    await renderActionsAs('client');
    expect(await screen.findByText('Fix leaks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  }, 30_000);
});
