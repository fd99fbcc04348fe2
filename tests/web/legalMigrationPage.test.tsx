import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import LegalMigrationPage from '../../src/custom-pages/legal-manager/LegalMigrationPage';
import { LEGAL_MIGRATION_PATH } from '../../src/custom-pages/legal-manager/legalManagerPaths';
import type { AppDataProvider, ImportSummary } from '../../src/dataProvider';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const counts = (created: number, updated = 0, unchanged = 0) => ({ created, updated, unchanged });

const dryRun: ImportSummary = {
  dry_run: true,
  rows: 3,
  summary: {
    areas: counts(1),
    legal_ambits: counts(1),
    subambits: counts(0, 1),
    legal_scopes: counts(0, 0, 2),
    legal_texts: counts(2),
    legal_requirements: counts(3),
  },
};

const workbook = new File(['PK'], 'registre-antic.xlsx', {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

const renderPage = async (importLegalRegister: AppDataProvider['importLegalRegister']) => {
  const dataProvider = { importLegalRegister } as unknown as AppDataProvider;
  const { container } = render(
    <TestMemoryRouter initialEntries={[LEGAL_MIGRATION_PATH]}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
        <CustomRoutes>
          <Route path={LEGAL_MIGRATION_PATH} element={<LegalMigrationPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Register migration', level: 1 });
  const fileInput = container.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(fileInput, { target: { files: [workbook] } });
};

const cellsOf = (table: HTMLElement, level: string) =>
  within(within(table).getByRole('rowheader', { name: level }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('legal register migration page', () => {
  it('previews a chosen workbook as a dry run, level by level, then imports it on request', async () => {
    const importLegalRegister = vi.fn(async (_file: File, isDryRun: boolean) => ({ ...dryRun, dry_run: isDryRun }));
    await renderPage(importLegalRegister);

    const preview = await screen.findByRole('table', { name: 'Import summary' });
    expect(importLegalRegister).toHaveBeenCalledWith(workbook, true);
    expect(screen.getByText(/Dry run of 3 rows: nothing has been written yet/)).toBeVisible();
    expect(cellsOf(preview, 'Areas')).toEqual(['1', '0', '0']);
    expect(cellsOf(preview, 'Subambits')).toEqual(['0', '1', '0']);
    expect(cellsOf(preview, 'Legal scopes')).toEqual(['0', '0', '2']);
    expect(cellsOf(preview, 'Legal requirements')).toEqual(['3', '0', '0']);

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported 3 rows.')).toBeVisible();
    expect(importLegalRegister).toHaveBeenLastCalledWith(workbook, false);
  });

  it('lists the row problems of a refused workbook and says nothing was imported', async () => {
    const refusal = await apiErrorFromResponse(
      json(400, {
        detail: 'The file has 2 problems; nothing was imported.',
        code: 'import_invalid',
        rows: [
          { row: 4, column: 'area_es', problem: 'Required.' },
          { row: 9, column: 'order', problem: 'Must be a whole number.' },
        ],
      }),
    );
    await renderPage(vi.fn(async () => Promise.reject(refusal)));

    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(screen.getByText(/nothing was imported/)).toBeVisible();
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // A column by the header the file shows (issue 34); one the catalogue does not name, by its key.
    expect(rows).toEqual(['4Area (Spanish)Required.', '9orderMust be a whole number.']);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('shows the server detail when the file is not a workbook', async () => {
    const refusal = await apiErrorFromResponse(
      json(415, { detail: 'file: this is not an Excel workbook (.xlsx).', code: 'unsupported_file_type' }),
    );
    await renderPage(vi.fn(async () => Promise.reject(refusal)));

    await waitFor(() => expect(screen.getByText('file: this is not an Excel workbook (.xlsx).')).toBeVisible());
    expect(screen.queryByRole('table')).toBeNull();
  });
});
