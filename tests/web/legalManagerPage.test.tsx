import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import LegalManagerPage from '../../src/custom-pages/legal-manager/LegalManagerPage';
import { LEGAL_MANAGER_ROUTES } from '../../src/custom-pages/legal-manager/legalManagerPaths';
import { moveSibling } from '../../src/custom-pages/legal-manager/reorder';
import type { AppDataProvider, AreaNode } from '../../src/dataProvider';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const node = (id: number, name_spanish: string, name_catalan: string, order: number) => ({
  id,
  name: name_spanish,
  name_spanish,
  name_catalan,
  order,
});

const tree: AreaNode[] = [
  { ...node(1, 'Medio ambiente', 'Medi ambient', 1), legal_ambits: [{ ...node(5, 'Aguas', 'Aigües', 1), subambits: [] }] },
  { ...node(2, 'Seguridad industrial', 'Seguretat industrial', 2), legal_ambits: [] },
];

// Only the calls a test makes: the page reaches no others.
const renderTree = async (dataProvider: object, path = '/legal-manager') => {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={{ getRegisterTree: async () => tree, ...dataProvider } as unknown as AppDataProvider}
        i18nProvider={await testI18nProvider('es_ES')}
      >
        <CustomRoutes>
          {LEGAL_MANAGER_ROUTES.map((route) => (
            <Route key={route} path={route} element={<LegalManagerPage />} />
          ))}
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return screen.findByRole('region', { name: path === '/legal-manager' ? 'Áreas' : 'Ámbitos legales' });
};

describe('legal manager tree', () => {
  it('keeps an area that still has ambits and shows why the server refused to delete it', async () => {
    const refusal = await apiErrorFromResponse(
      json(409, { detail: 'The area still has 1 legal ambit: delete or move it first.', code: 'has_children' }),
    );
    const deleteArea = vi.fn(async () => Promise.reject(refusal));
    const areas = await renderTree({ delete: deleteArea });

    fireEvent.click(within(areas).getByRole('button', { name: 'Eliminar Medio ambiente' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('The area still has 1 legal ambit: delete or move it first.')).toBeVisible();
    expect(deleteArea).toHaveBeenCalledWith('area', expect.objectContaining({ id: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(areas).getByRole('link', { name: /Medio ambiente/ })).toBeVisible();
  });

  it('numbers a level by place, 1, 2, 3, even when imported records share an order', async () => {
    const tied: AreaNode[] = [
      { ...node(1, 'Medio ambiente', 'Medi ambient', 1), legal_ambits: [] },
      { ...node(3, 'Energía', 'Energia', 1), legal_ambits: [] },
      { ...node(2, 'Seguridad industrial', 'Seguretat industrial', 2), legal_ambits: [] },
    ];
    const areas = await renderTree({ getRegisterTree: async () => tied });
    const numbers = within(areas)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.MuiAvatar-root')?.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
  });

  it('moves an ambit down by swapping orders, writing each with its area', async () => {
    const withTwoAmbits = structuredClone(tree);
    withTwoAmbits[0].legal_ambits.push({ ...node(6, 'Residuos', 'Residus', 3), subambits: [] });
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data }));
    const ambits = await renderTree({ getRegisterTree: async () => withTwoAmbits, update }, '/legal-manager/area/1');

    expect(screen.getByRole('navigation', { name: 'Ruta del registro' })).toHaveTextContent('Medio ambiente');
    fireEvent.click(within(ambits).getByRole('button', { name: 'Bajar Aguas' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenCalledWith(
      'legal-ambit',
      expect.objectContaining({ id: 5, data: expect.objectContaining({ order: 3, area_id: 1 }) }),
    );
    expect(update).toHaveBeenCalledWith(
      'legal-ambit',
      expect.objectContaining({ id: 6, data: expect.objectContaining({ order: 1, area_id: 1 }) }),
    );
  });
});

describe('moveSibling', () => {
  it('numbers a level 1..n when the two siblings share an order, writing only what changes', () => {
    const siblings = [
      { id: 1, order: 1 },
      { id: 2, order: 2 },
      { id: 3, order: 2 },
    ];
    // 3 moves above 2: renumbered 1, 2, 3 only sibling 2 changes.
    expect(moveSibling(siblings, 2, -1)).toEqual([{ id: 2, order: 3 }]);
    expect(
      moveSibling(
        [
          { id: 1, order: 10 },
          { id: 2, order: 20 },
        ],
        1,
        -1,
      ),
    ).toEqual([
      { id: 2, order: 10 },
      { id: 1, order: 20 },
    ]);
    expect(moveSibling(siblings, 0, -1)).toEqual([]);
  });
});
