import { act, render, screen, waitFor } from '@testing-library/react';
import { Admin, CreateButton, Resource, SimpleForm, TestMemoryRouter, TextInput, Create, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { withSpecPaths } from '../../src/resources/withSpecPaths';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

const CostList = () => (
  <div>
    <CreateButton />
    <Link to="/project">Proyectos</Link>
  </div>
);
const CostCreate = () => (
  <Create>
    <SimpleForm>
      <TextInput source="concept" />
    </SimpleForm>
  </Create>
);

describe('a create page after its access check was left half-way', () => {
  it('shows the form, not a loading page for good, when the list that asked was left before the answer came', async () => {
    // The list's "Crear" button asks whether the user may create; that first answer never comes (the list is left first).
    const admin = authProviderFor('admin');
    let firstCreateCheck = true;
    const authProvider = {
      ...admin,
      canAccess: async (params: Parameters<NonNullable<typeof admin.canAccess>>[0]) => {
        if (params.action === 'create' && firstCreateCheck) {
          firstCreateCheck = false;
          return new Promise<boolean>(() => undefined);
        }
        return admin.canAccess!(params);
      },
    };
    render(
      <TestMemoryRouter initialEntries={['/project-cost']}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProvider}
          queryClient={createQueryClient()}
          i18nProvider={await testI18nProvider('es_ES')}
        >
          <Resource {...withSpecPaths('project-cost', { list: CostList, create: CostCreate })} />
          <Resource {...withSpecPaths('project', { list: () => <Link to="/project-cost/create">Nuevo coste</Link> })} />
        </Admin>
      </TestMemoryRouter>,
    );
    await act(async () => (await screen.findByRole('link', { name: 'Proyectos' })).click());
    await act(async () => (await screen.findByRole('link', { name: 'Nuevo coste' })).click());
    // Before the fix the page said "Cargando" for good (ra-core reads the abandoned check's state without watching it).
    await waitFor(() => expect(document.querySelector('input[name="concept"]')).not.toBeNull());
    expect(screen.queryByText(/Cargando/)).toBeNull();
  }, 30_000);
});
