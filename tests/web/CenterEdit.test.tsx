import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider, type GetManyParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import CenterEdit from '../../src/resources/center/CenterEdit';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

// As the dataProvider hands it to the form: the API record plus the ids it nests.
const planta = {
  id: 12,
  name: 'Planta Rubí',
  logo: null,
  postal_code: '08191',
  autonomous_community: 'ES-CT',
  province: 'Barcelona',
  municipality: 'Rubí',
  address: null,
  used_language: 'ca',
  enterprise: { id: 3, name: 'Envasos Vallès', logo: null },
  consultancy: { id: 1, name: 'Verda Consultors', logo: null },
  userList: [{ id: 7, name: 'Eva Serra', email: 'eva@client.test', role: 'client' }],
  enterpriseId: 3,
  consultancyId: 1,
  userIdList: [7],
};

const related: Record<string, object[]> = {
  enterprise: [{ id: 3, name: 'Envasos Vallès' }],
  consultancy: [{ id: 1, name: 'Verda Consultors' }],
  user: [{ id: 7, name: 'Eva Serra', email: 'eva@client.test', role: 'client' }],
};

describe('center edit form', () => {
  it('shows the server field errors, named after json_data fields, under their inputs', async () => {
    const refusal = await apiErrorFromResponse(
      json(400, {
        detail: 'postal_code: bad. userIdList: No record with id 7.',
        code: 'validation_error',
        fields: { postal_code: 'Enter a Spanish postal code: five digits, starting 01 to 52.', userIdList: 'No record with id 7.' },
      }),
    );
    const update = vi.fn(async () => Promise.reject(refusal));
    const dataProvider = {
      getOne: async () => ({ data: planta }),
      getList: async (resource: string) => ({ data: related[resource] ?? [], total: related[resource]?.length ?? 0 }),
      getMany: async (resource: string, { ids }: GetManyParams) => ({
        data: (related[resource] ?? []).filter((record) => ids.includes((record as { id: number }).id)),
      }),
      update,
    } as unknown as DataProvider;
    render(
      <TestMemoryRouter initialEntries={['/center/12']}>
        <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
          <Resource name="center" list={() => <p>centers</p>} edit={CenterEdit} />
          <Resource name="enterprise" />
          <Resource name="consultancy" />
          <Resource name="user" />
        </Admin>
      </TestMemoryRouter>,
    );
    await screen.findByDisplayValue('Planta Rubí');
    await screen.findByDisplayValue('Envasos Vallès');
    expect(screen.getByRole('combobox', { name: /^Autonomous community/ })).toHaveTextContent('Cataluña');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Planta Rubí Nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const postalCode = screen.getByLabelText(/^Postal code/);
    expect(await screen.findByText('Enter a Spanish postal code: five digits, starting 01 to 52.')).toBeVisible();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No record with id 7.')).toBeVisible();
  });
});
