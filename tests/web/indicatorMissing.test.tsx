import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MissingMeasurements } from '../../src/custom-pages/center-modules/IndicatorModulePage';
import type { Indicator } from '../../src/custom-pages/center-modules/indicatorTabs';
import { testI18nProvider } from './support/testI18nProvider';

const indicator = (
  id: number,
  name: string,
  frequency: Indicator['frequency'],
  last_period: string | null,
  due_period: string,
): Indicator => ({
  id,
  center_id: 4,
  process_id: 1,
  process_name: 'Producción',
  name,
  description: null,
  unit: 'm³',
  frequency,
  direction: 'LOWER_IS_BETTER',
  source: 'MANUAL',
  responsible_user_id: null,
  last_period,
  last_value: last_period ? 12 : null,
  due_period,
  is_missing: true,
});

describe('the banner of indicators not measured', () => {
  it('names the periods missing from the first after the last value, not only the last due one', async () => {
    const results = [
      indicator(1, 'Consumo de agua', 'MONTHLY', '2025-12', '2026-10'),
      indicator(2, 'Residuos por tonelada', 'QUARTERLY', '2026-Q1', '2026-Q3'),
      indicator(3, 'Electricidad', 'MONTHLY', '2026-09', '2026-10'),
      indicator(4, 'Gasóleo', 'YEARLY', null, '2025'),
    ];
    const dataProvider = { getMissingIndicators: async () => ({ count: results.length, results }) } as unknown as DataProvider;
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
          <MissingMeasurements centerId={4} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Indicadores con periodos sin medir: Consumo de agua (Enero de 2026 – Octubre de 2026), Residuos por tonelada (T2 2026 – T3 2026), ' +
        'Electricidad (Octubre de 2026), Gasóleo (ninguna medición todavía)',
    );
  });
});
