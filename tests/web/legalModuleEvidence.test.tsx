import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import EvidencePage from '../../src/custom-pages/legal-module/EvidencePage';
import { EVIDENCE_ROUTE } from '../../src/custom-pages/legal-module/paths';
import type { AppDataProvider } from '../../src/dataProvider';
import { testI18nProvider } from './support/testI18nProvider';

const center = { id: 7, name: 'Tintoreria Terrassa', logo: null, userList: [] };
const evidence = {
  id: 31,
  name: 'Permís d’abocament vigent',
  state: 'IN_PROCESS',
  expiration_date: '2030-06-30',
  legal_requirement: { id: 4, name: 'Disposar de permís d’abocament' },
  center: { id: 7, name: center.name },
  area: { id: 1, name: 'Aigües' },
  legal_ambit: { id: 2, name: 'Abocaments' },
  subambit: { id: 3, name: 'Abocaments a col·lector' },
  documents: [],
  actions: [],
};
const records: Record<string, object[]> = {
  'legal-document': [
    {
      id: 41,
      name: 'Resolució del permís',
      elaboration_date: '2025-02-01',
      file: '/api/files/9?signature=x',
      is_valid: true,
      evidence_id: 31,
      center_id: 7,
    },
  ],
  action: [],
};

/** The evidence page as `role` sees it, with the real access rules. */
const renderEvidencePage = async (role: Role, create = vi.fn(), shown = evidence) => {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (params) => canAccess(role, params),
  };
  const dataProvider = {
    getOne: async (resource: string) => ({ data: resource === 'center' ? center : shown }),
    getHome: async () => ({ today: '2026-11-23', count: 1, results: [{ center: { id: 7, name: center.name }, warning_days: 60 }] }),
    getList: async (resource: string) => ({ data: records[resource] ?? [], total: records[resource]?.length ?? 0 }),
    create,
  } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/center/legal-requirement-module/7/inventory/subambits/3/evidences/31']}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route path={EVIDENCE_ROUTE} element={<EvidencePage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('heading', { name: evidence.name, level: 1 });
  await screen.findByRole('row', { name: /Resolució del permís/ });
};

describe('evidence page', () => {
  it('shows a client the state, date and documents with no edit control, and only the pages a client may open', async () => {
    await renderEvidencePage('client');

    expect(screen.getByText('En procés')).toBeInTheDocument();
    // The evidence's expiry, and its document's (a document expires with its evidence).
    expect(screen.getAllByText('Fins al 30/06/2030')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Descarrega' })).toHaveAttribute('href', '/api/files/9?signature=x');
    expect(screen.queryByRole('combobox', { name: /Estat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Puja un document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova acció correctora' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Inventari', 'Llistat de requisits', 'Documents', 'Propers venciments', 'Revisar aplicabilitat']);
  });

  it('flags an evidence that expired five days ago in red as "Caducada", not as a future date', async () => {
    const past = new Date();
    past.setDate(past.getDate() - 5);
    const day = `${past.getFullYear()}-${String(past.getMonth() + 1).padStart(2, '0')}-${String(past.getDate()).padStart(2, '0')}`;
    await renderEvidencePage('client', vi.fn(), { ...evidence, expiration_date: day });
    const badge = screen.getAllByText(/^Caducada · /)[0]!.closest('[data-expiry]');
    expect(badge).toHaveAttribute('data-expiry', 'expired');
    expect(badge).toHaveClass('MuiChip-colorError');
  });

  it('lets a collaborator edit the evidence and add documents and actions', async () => {
    await renderEvidencePage('collaborator');

    expect(screen.getByRole('combobox', { name: /Estat/ })).toHaveTextContent('En procés');
    expect(screen.getByRole('button', { name: 'Puja un document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova acció correctora' })).toBeInTheDocument();
  });

  it('refuses a corrective action without an expected date', async () => {
    const create = vi.fn();
    await renderEvidencePage('collaborator', create);

    fireEvent.click(screen.getByRole('button', { name: 'Nova acció correctora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova acció correctora' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Acció/ }), { target: { value: 'Renovar el permís' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Responsable/ }), { target: { value: 'Jordi Puig' } });
    // The date picker loads on demand: the form is complete once its field is there.
    await within(dialog).findAllByText(/Data prevista/, {}, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desa' }));

    // Without the expected date the dialog stays open and nothing is created.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dialog).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  }, 60_000);
});
