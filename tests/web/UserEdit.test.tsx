import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import UserEdit from '../../src/resources/user/UserEdit';
import { testI18nProvider } from './support/testI18nProvider';

const ana = {
  id: 5,
  name: 'Ana Puig',
  email: 'ana@consultora.test',
  role: 'collaborator',
  enterpriseList: [{ id: 3, name: 'Envasos Vallès' }],
  centerList: [],
};

const envasos = { id: 3, name: 'Envasos Vallès' };

const ecoConsult = { id: 2, name: 'EcoConsult SL' };
const byResource = (resource: string) => (resource === 'enterprise' ? [envasos] : resource === 'consultancy' ? [ecoConsult] : [ana]);

const renderUserEdit = async (user: object = ana) => {
  const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...user, ...params.data } }));
  const dataProvider = {
    getOne: async () => ({ data: user }),
    getList: async (resource: string) => ({ data: byResource(resource), total: 1 }),
    getMany: async (resource: string) => ({ data: resource === 'user' ? [] : byResource(resource) }),
    update,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/user/5']}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
        <Resource name="user" list={() => <p>users</p>} edit={UserEdit} />
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByDisplayValue('Ana Puig');
  return update;
};

describe('user edit form', () => {
  it('starts with an empty password and does not send one when left empty', async () => {
    const update = await renderUserEdit();
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');

    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Ana Puig Soler' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toEqual({
      name: 'Ana Puig Soler',
      email: 'ana@consultora.test',
      role: 'collaborator',
      // The memberships the form holds go back as they are (issue 14: the form assigns them).
      enterpriseIdList: [3],
      centerIdList: [],
    });
  });

  it('shows the enterprises and centers the user belongs to, ready to change', async () => {
    await renderUserEdit();

    expect(screen.getByLabelText('Enterprises')).toBeVisible();
    expect(await screen.findByText('Envasos Vallès')).toBeVisible();
    expect(screen.getByLabelText('Centers')).toBeVisible();
  });

  it('sends the new password when one is typed', async () => {
    const update = await renderUserEdit();

    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'n3w-Secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ password: 'n3w-Secret-pass' });
  });

  it('shows the consultancy whose sign-in rules a staff user follows, and sends it back', async () => {
    const update = await renderUserEdit({ ...ana, consultancy_id: 2 });

    expect(await screen.findByDisplayValue('EcoConsult SL')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Ana Puig Soler' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ consultancy_id: 2 });
  });
});
