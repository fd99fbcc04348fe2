import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { LegalScopeKind } from '../../contract/legal';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import ConfigurationPage from '../../src/custom-pages/legal-module/ConfigurationPage';
import type { AppDataProvider, ImpliedRequirement } from '../../src/dataProvider';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const reference = (id: number, name: string) => ({ id, name });
const requirement = (id: number, name: string, subambitId: number, isApplicable: boolean): ImpliedRequirement => ({
  ...reference(id, name),
  legal_text: reference(50, 'Decret 130/2003'),
  subambit: reference(subambitId, `Subàmbit ${subambitId}`),
  legal_ambit: reference(2, 'Abocaments'),
  area: reference(1, 'Aigües'),
  legal_scope: reference(3, 'Catalunya'),
  is_applicable: isApplicable,
});
// The center already selected subambit 11 and scope 3, and marked requirement 102 not applicable.
const REQUIREMENTS = [
  requirement(101, 'Permís d’abocament', 11, true),
  requirement(102, 'Analítica anual', 11, false),
  requirement(103, 'Declaració de càrrega contaminant', 12, true),
];
const SCOPES: Record<LegalScopeKind, { id: number; name: string; scope: LegalScopeKind }[]> = {
  NATIONAL_AND_EUROPEAN: [{ id: 4, name: 'Estatal', scope: 'NATIONAL_AND_EUROPEAN' }],
  AUTONOMOUS_COMMUNITY: [{ id: 3, name: 'Catalunya', scope: 'AUTONOMOUS_COMMUNITY' }],
  LOCAL: [],
};
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const renderConfiguration = async (saveModuleConfiguration: AppDataProvider['saveModuleConfiguration']) => {
  const dataProvider = {
    getOne: async () => ({ data: { id: 7, name: 'Tintoreria Terrassa', userList: [] } }),
    getCenterModules: async () => [{ module: 'legal-requirement', is_active: true }],
    getRegisterTree: async () => [
      {
        ...reference(1, 'Aigües'),
        legal_ambits: [{ ...reference(2, 'Abocaments'), subambits: [reference(11, 'Subàmbit 11'), reference(12, 'Subàmbit 12')] }],
      },
    ],
    getLegalScopes: async (kind: LegalScopeKind) => page(SCOPES[kind]),
    getSelectedSubambits: async () => [{ ...reference(11, 'Subàmbit 11'), legal_ambit: reference(2, ''), area: reference(1, '') }],
    getSelectedLegalScopes: async () => ({
      national_and_european_scope: [],
      autonomous_community_scope: [reference(3, 'Catalunya')],
      local_scope: [],
    }),
    getImpliedRequirements: async (_centerId: string, { subambitIds }: { subambitIds: number[] }) =>
      page(REQUIREMENTS.filter((implied) => subambitIds.includes(implied.subambit.id))),
    getNotificationPeriodicity: async () => 'MONTHLY',
    saveModuleConfiguration,
  } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/center/legal-requirement-module/7/configuration']}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route path="/center/legal-requirement-module/:centerId/configuration" element={<ConfigurationPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('checkbox', { name: 'Permís d’abocament' });
};

describe('legal module configuration page', () => {
  it('starts from the saved selection and sends what the admin changed', async () => {
    const save = vi.fn(async () => ({ created: 1, removed: 0, kept: 0 }));
    await renderConfiguration(save);

    expect(screen.getByRole('checkbox', { name: 'Subàmbit 11' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Catalunya' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Analítica anual' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Subàmbit 12' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Permís d’abocament' }));
    expect(await screen.findByRole('checkbox', { name: 'Declaració de càrrega contaminant' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Estatal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Desa la configuració' }));

    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('7', {
        subambit_ids: [11, 12],
        legal_scope_ids: [3, 4],
        not_applicable_legal_requirement_ids: [101, 102],
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 evidència creada; eliminades: 0; conservades perquè tenen documents o accions: 0',
    );
  });

  it('shows why the server refused a save while the module is off', async () => {
    const refusal = await apiErrorFromResponse(
      json(409, { detail: 'The legal-requirement module is not active for this center.', code: 'module_inactive' }),
    );
    await renderConfiguration(vi.fn(async () => Promise.reject(refusal)));

    fireEvent.click(screen.getByRole('button', { name: 'Desa la configuració' }));

    expect(await screen.findAllByText('The legal-requirement module is not active for this center.')).not.toHaveLength(0);
  });
});
