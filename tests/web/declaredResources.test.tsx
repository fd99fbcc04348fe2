import { fireEvent, render, screen, within } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LEGAL_SCOPE_KINDS } from '../../contract/legal';
import type { Role } from '../../contract/roles';
import { CONSEQUENCE_TYPES } from '../../contract/risks';
import { canAccess } from '../../src/authProvider/canAccess';
import { toWriteRequest, withReferenceIds } from '../../src/dataProvider/formResources';
import { resourceOfTable, tableOfResource } from '../../src/history/historyTables';
import { entriesFor, MENU_GROUPS } from '../../src/layout/menuGroups';
import { DECLARATIONS, RESOURCES } from '../../src/resources';
import { CONSEQUENCE_TYPES as DECLARED_CONSEQUENCE_TYPES } from '../../src/resources/catalogues/consequence';
import { LEGAL_SCOPE_KINDS as DECLARED_SCOPE_KINDS } from '../../src/resources/catalogues/legal-scope';
import { declare, menuPlacements, type Action } from '../../src/resources/declare';
import { bilingualName, order, state, text } from '../../src/resources/fieldShapes';
import { resourceProps } from '../../src/resources/resourceProps';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

// A catalogue declared here and nowhere else: its list and form come from the declaration alone.
const tariff = declare({
  name: 'tariff',
  pages: {
    fields: {
      name: bilingualName,
      price: { kind: { kind: 'money' } },
      share: { kind: { kind: 'percent' } },
      valid_until: { kind: { kind: 'date' } },
      scope: state('legalRegister.scope_kinds', LEGAL_SCOPE_KINDS),
      note: text({ required: true }),
      order,
    },
    list: { columns: ['name', 'price', 'share', 'valid_until', 'scope', 'order'], sort: { field: 'order', order: 'ASC' } },
    show: true,
  },
});

const tariffs = [
  { id: 1, name: 'Recogida de aceites', price: '7600.00', share: '66.666', valid_until: '2026-12-31', scope: 'LOCAL', order: 1250 },
];

// The generic pages are lazy: the first render waits for their code, longer on a busy machine.
const slow = { timeout: 10_000 };

const renderResources = async (path: string, role: Role, resources: ReturnType<typeof declare>[], dataProvider: Record<string, unknown>) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProviderFor(role)}
        i18nProvider={await testI18nProvider('es_ES')}
      >
        {resources.map((declaration) => (
          <Resource key={declaration.name} {...resourceProps(declaration)} />
        ))}
      </Admin>
    </TestMemoryRouter>,
  );

describe('a declared catalogue', () => {
  it('lists its rows with each column formatted by its kind, in the UI language', async () => {
    const getList = vi.fn(async () => ({ data: tariffs, total: 1 }));
    await renderResources('/tariff', 'admin', [tariff], { getList });

    const row = (await screen.findByText('Recogida de aceites', {}, slow)).closest('tr')!;
    expect(within(row).getByText('7.600,00 €')).toBeInTheDocument();
    expect(within(row).getByText('66,7 %')).toBeInTheDocument();
    expect(within(row).getByText('31/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Local')).toBeInTheDocument();
    expect(within(row).getByText('1.250')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('tariff', expect.objectContaining({ sort: { field: 'order', order: 'ASC' } }));
  }, 30_000);

  it('offers a creation form at /{name}/new with an input per field, by kind, and sends what is typed', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 2, ...data } }));
    await renderResources('/tariff/new', 'admin', [tariff], { getList: async () => ({ data: [], total: 0 }), create });

    fireEvent.change(await screen.findByLabelText(/Name spanish/, {}, slow), { target: { value: 'Aceites' } });
    fireEvent.change(screen.getByLabelText(/Name catalan/), { target: { value: 'Olis' } });
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Anual' } });
    expect(screen.getByLabelText(/Order/)).toHaveAttribute('type', 'number');
    expect(screen.getByRole('combobox', { name: /Scope/ })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Scope/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nacional y europeo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      name_spanish: 'Aceites',
      name_catalan: 'Olis',
      note: 'Anual',
      scope: 'NATIONAL_AND_EUROPEAN',
    });
  }, 30_000);

  it('shows one record read-only at /{name}/{id}/show, each field by its kind', async () => {
    await renderResources('/tariff/1/show', 'admin', [tariff], { getOne: async () => ({ data: tariffs[0] }) });

    expect(await screen.findByText('7.600,00 €', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('66,7 %')).toBeInTheDocument();
    expect(screen.getByText('31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Recogida de aceites')).toBeInTheDocument();
  }, 30_000);

  it('renders a real catalogue (vectors) from its declaration: nested names, order, and no sorting by the bilingual name', async () => {
    const getList = async () => ({
      data: [{ id: 3, name: 'Atmósfera', name_spanish: 'Atmósfera', name_catalan: 'Atmosfera', order: 2 }],
      total: 1,
    });
    await renderResources(
      '/vector',
      'admin',
      RESOURCES.filter((declaration) => declaration.name === 'vector'),
      { getList },
    );

    expect(await screen.findByText('Atmósfera', {}, slow)).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(within(header).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: /Orden/ })).getByRole('button')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Crear/ })).toHaveAttribute('href', '/vector/create');
  }, 30_000);
});

describe('the list of declarations', () => {
  const roles = ['admin', 'collaborator', 'client'] as const;
  const actions: Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

  it('is the only access rule: each role may do exactly what its declaration says, admins everything', () => {
    for (const declaration of DECLARATIONS) {
      for (const role of roles) {
        for (const action of actions) {
          const declared = role === 'admin' || (declaration.access?.[role] ?? []).includes(action);
          expect(canAccess(role, { resource: declaration.name, action }), `${role} ${action} ${declaration.name}`).toBe(declared);
        }
      }
    }
  });

  it('gives the menu one entry per declared placement, seen only by the roles that may list it', () => {
    const entries = MENU_GROUPS.flatMap((group) => group.entries);
    for (const declaration of RESOURCES) {
      for (const placement of menuPlacements(declaration)) {
        const group = MENU_GROUPS.find(({ id }) => id === placement.group)!;
        expect(group.entries.some((entry) => entry.resource === declaration.name && entry.to === `/${declaration.name}`)).toBe(true);
        expect(entriesFor(group, 'client').some((entry) => entry.resource === declaration.name)).toBe(
          !!declaration.access?.client?.includes('list') && (!placement.roles || placement.roles.includes('client')),
        );
      }
    }
    expect(entries.filter((entry) => entry.resource === 'vector')).toHaveLength(1);
  });

  it('encodes writes and names history tables as each declaration says', () => {
    const pictogram = new File(['<svg/>'], 'hp3.svg', { type: 'image/svg+xml' });
    const dangerousness = toWriteRequest('dangerousness', {
      name_spanish: 'Inflamable',
      name_catalan: 'Inflamable',
      pictogram: { rawFile: pictogram },
      code: 'HP3',
    });
    expect(dangerousness.multipart).toBe(true);
    expect(Object.keys(dangerousness.body).sort()).toEqual(['name_catalan', 'name_spanish', 'pictogram']);
    expect(toWriteRequest('vector', { name_spanish: 'Agua' })).toEqual({ body: { name_spanish: 'Agua' } });
    expect(withReferenceIds('aspect', { id: 1, vector: { id: 4, name: 'Agua' } })).toMatchObject({ vector_id: 4 });
    for (const declaration of DECLARATIONS.filter(({ history }) => history)) {
      expect(tableOfResource(declaration.name)).toBe(declaration.history);
      expect(resourceOfTable(declaration.history!)).toBe(declaration.name);
    }
  });

  it('writes out the same codes as the contract (kept out of the login page)', () => {
    expect(DECLARED_SCOPE_KINDS).toEqual(LEGAL_SCOPE_KINDS);
    expect(DECLARED_CONSEQUENCE_TYPES).toEqual(CONSEQUENCE_TYPES);
  });
});

describe('a catalogue the declaration reserves to admins', () => {
  const center = RESOURCES.find(({ name }) => name === 'center')!;
  const getList = async () => ({
    data: [
      { id: 12, name: 'Planta Rubí', logo: null, enterprise: { id: 3, name: 'Envasos' }, province: 'Barcelona', municipality: 'Rubí' },
    ],
    total: 1,
  });

  it('gives an admin the center creation button', async () => {
    await renderResources('/center', 'admin', [center], { getList });
    expect(await screen.findByRole('link', { name: /Crear/ }, slow)).toHaveAttribute('href', '/center/create');
  }, 30_000);

  it.each(['collaborator', 'client'] as const)(
    'is neither in the menu nor creatable for a %s; centers are listed but not created',
    async (role) => {
      expect(MENU_GROUPS.flatMap((group) => entriesFor(group, role)).map(({ resource }) => resource)).not.toContain('vector');
      await renderResources('/center', role, [center], { getList });

      expect(await screen.findByText('Planta Rubí', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Crear/ })).toBeNull();
    },
    30_000,
  );
});
