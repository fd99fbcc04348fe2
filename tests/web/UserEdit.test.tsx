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

const renderUserEdit = async () => {
  const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...ana, ...params.data } }));
  const dataProvider = {
    getOne: async () => ({ data: ana }),
    getList: async () => ({ data: [ana], total: 1 }),
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
    });
  });

  it('shows the enterprises and centers the user belongs to, read-only', async () => {
    await renderUserEdit();

    expect(screen.getByText('Enterprises')).toBeVisible();
    expect(screen.getByText('Envasos Vallès')).toBeVisible();
    expect(screen.getByText('Centers')).toBeVisible();
    expect(screen.getByText('None')).toBeVisible(); // no center yet
  });

  it('sends the new password when one is typed', async () => {
    const update = await renderUserEdit();

    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'n3w-Secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ password: 'n3w-Secret-pass' });
  });
});
