import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CENTER_MODULES } from '../../contract/modules';
import type { AppDataProvider } from '../../src/dataProvider';
import ClosePage from '../../src/custom-pages/aspects/ClosePage';
import ProcessConfigPage from '../../src/custom-pages/risks/ProcessConfigPage';
import { risksKey } from '../../src/custom-pages/risks/api';
import { moduleQueryKey } from '../../src/common/useModuleQuery';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

/** What every center page's frame reads (its center, the modules switched on), beside the page's own calls. */
const centerFrame = {
  getOne: async () => ({ data: { id: 7, name: 'Planta Rubí', logo: null } }),
  getCenterModules: async () => CENTER_MODULES.map((module) => ({ module, is_active: true })),
};

/** `element` at `address`, matched by `path`, inside the admin app in Spanish for an admin. */
const renderAt = async (address: string, path: string, element: ReactElement, calls: object) =>
  render(
    <TestMemoryRouter initialEntries={[address]}>
      <Admin
        dataProvider={{ ...centerFrame, ...calls } as unknown as AppDataProvider}
        i18nProvider={await testI18nProvider('es_ES')}
        authProvider={authProviderFor('admin')}
      >
        <CustomRoutes>
          <Route path={path} element={element} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );

const QUESTIONS = [
  { id: 1, name: 'Genera residuos peligrosos', ambit: { id: 1, name: 'Residuos' }, category: { id: 1, name: 'Legal' } },
  { id: 2, name: 'Usa disolventes', ambit: { id: 1, name: 'Residuos' }, category: { id: 1, name: 'Legal' } },
];

/** A button that reads the saved choice again, as a refetch on focus or a second visit does. */
const ReadAgain = () => {
  const queryClient = useQueryClient();
  return (
    <button onClick={() => queryClient.invalidateQueries({ queryKey: moduleQueryKey(risksKey('process-questions', '4')) })}>
      read again
    </button>
  );
};

const renderPage = (savedChoice: () => Promise<{ question_ids: number[] }>, saves: number[][]) =>
  renderAt(
    '/center/7/processes/4/config',
    '/center/:centerId/processes/:processId/config',
    <>
      <ProcessConfigPage />
      <ReadAgain />
    </>,
    {
      getRiskProcess: async () => ({ id: 4, name: 'Pintura' }),
      getRiskQuestions: async () => QUESTIONS,
      getRiskProcessQuestions: savedChoice,
      saveRiskProcessQuestions: async (_id: string, ids: number[]) => void saves.push(ids),
    },
  );

describe('the questions that apply to a process', () => {
  it('shows no box before the saved choice is read, so a click cannot be undone by its arrival', async () => {
    let answer!: (choice: { question_ids: number[] }) => void;
    await renderPage(() => new Promise((resolve) => (answer = resolve)), []);
    await waitFor(() => expect(answer).toBeDefined());
    // The questions and the center are read at once; no box may show while the saved choice is still unknown.
    await expect(screen.findByRole('checkbox', { name: /^Genera residuos peligrosos/ }, { timeout: 500 })).rejects.toThrow();
    answer({ question_ids: [2] });
    expect(await screen.findByRole('checkbox', { name: /^Genera residuos peligrosos/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Usa disolventes/ })).toBeChecked();
  });

  it('keeps what the person ticked when the saved choice is read again, and saves it', async () => {
    // Read again after someone else saved another choice: what this person ticked stays on their screen.
    const savedChoice = vi
      .fn()
      .mockResolvedValueOnce({ question_ids: [2] })
      .mockResolvedValue({ question_ids: [] });
    const saves: number[][] = [];
    await renderPage(savedChoice, saves);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Genera residuos peligrosos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'read again' }));
    await waitFor(() => expect(savedChoice).toHaveBeenCalledTimes(2));
    await act(() => savedChoice.mock.results[1]!.value);
    expect(screen.getByRole('checkbox', { name: /^Genera residuos peligrosos/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saves).toEqual([[2, 1]]));
  });
});

const evaluated = (id: number, aspect: string, score: number) => ({
  id,
  zone: { id: 2, name: 'Taller' },
  aspect: { id, name: aspect },
  condition: 'NORMAL',
  score,
  threshold: 11,
});

describe('closing an aspect evaluation', () => {
  it('offers neither the boxes nor the close before the preselected significant aspects are read', async () => {
    let preselect!: (page: { results: { id: number }[] }) => void;
    const closes: number[][] = [];
    await renderAt(
      '/center/environmental-aspects-module/7/aspect-evaluation/5/close',
      '/center/environmental-aspects-module/:centerId/aspect-evaluation/:aspectEvaluationId/close',
      <ClosePage />,
      {
        getEvaluatedAspects: async () => ({
          count: 2,
          next: null,
          previous: null,
          results: [evaluated(21, 'Consumo eléctrico', 13), evaluated(22, 'Ruido', 12)],
        }),
        getSignificantAspects: () => new Promise((resolve) => (preselect = resolve)),
        closeAspectEvaluation: async (_id: string, ids: number[]) => void closes.push(ids),
      },
    );
    const close = await screen.findByRole('button', { name: 'Cerrar la evaluación' });
    await waitFor(() => expect(preselect).toBeDefined());
    expect(close).toBeDisabled();
    await expect(screen.findByRole('checkbox', { name: /^Taller · Consumo eléctrico/ }, { timeout: 500 })).rejects.toThrow();
    preselect({ results: [{ id: 21 }] });
    expect(await screen.findByRole('checkbox', { name: /^Taller · Consumo eléctrico/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Taller · Ruido/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar la evaluación' }));
    await waitFor(() => expect(closes).toEqual([[21, 22]]));
  });
});
