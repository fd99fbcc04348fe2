import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatPeriod, formatQuantity, toNumber, type FieldKind } from '../../contract/field-kinds';
import { KindField } from '../../src/common/fields';
import { testI18nProvider } from './support/testI18nProvider';

const TODAY = new Date();
const day = (offset: number) => {
  const date = new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const RECORD = {
  id: 1,
  quantity: '490.000',
  unit: 'kg',
  capacity: '1000.000',
  price: '7600',
  hours: 21.5,
  share: 66.6667,
  started: '2026-03-15',
  changed: '2026-03-15T09:05:00Z',
  next_evaluation: day(-30),
  state: 'FINISHED',
  billable: true,
  count: 12345,
  name: 'Aceites usados',
  name_spanish: 'Aceites usados',
  name_catalan: 'Olis usats',
  vector: { id: 4, name: 'Agua' },
  certificate: { name: 'certificado.pdf', file: '/api/file/9' },
  notes: 'Sin incidencias',
};

const KINDS: [keyof typeof RECORD, FieldKind][] = [
  ['quantity', { kind: 'quantity', unitField: 'unit' }],
  ['capacity', { kind: 'quantity', unit: 'l' }],
  ['price', { kind: 'money' }],
  ['hours', { kind: 'hours' }],
  ['share', { kind: 'percent' }],
  ['started', { kind: 'date' }],
  ['next_evaluation', { kind: 'dueDate' }],
  ['state', { kind: 'state', labels: 'projects.states' }],
  ['billable', { kind: 'boolean' }],
  ['count', { kind: 'number' }],
  ['changed', { kind: 'dateTime' }],
  ['name', { kind: 'bilingualName' }],
  ['vector', { kind: 'reference', table: 'vector' }],
  ['certificate', { kind: 'file' }],
  ['notes', { kind: 'text' }],
];

async function renderKinds(locale: 'es_ES' | 'ca_ES') {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await testI18nProvider(locale)}>
      <RecordContextProvider value={RECORD}>
        {KINDS.map(([source, kind]) => (
          <div key={source} data-testid={source}>
            <KindField source={source} kind={kind} />
          </div>
        ))}
      </RecordContextProvider>
    </AdminContext>,
  );
  await screen.findByTestId('state');
  return Object.fromEntries(KINDS.map(([source]) => [source, screen.getByTestId(source).textContent?.replace(/\u00a0/g, ' ')]));
}

describe('field kinds: one way to show a value (issue 23)', () => {
  it('reads the wire numerics, a dot being the decimal point', () => {
    expect(toNumber('490.000')).toBe(490);
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });

  it('renders every kind in Spanish: no database decimals, grouped thousands, overdue marked', async () => {
    const shown = await renderKinds('es_ES');
    expect(shown).toEqual({
      quantity: '490 kg',
      capacity: '1.000 L',
      price: '7.600,00 €',
      hours: '21,5 h',
      share: '66,7 %',
      started: '15/03/2026',
      next_evaluation: expect.stringMatching(/^Vencida · \d\d\/\d\d\/\d{4}$/),
      state: 'Finalizado',
      billable: 'Sí',
      count: '12.345',
      changed: expect.stringMatching(/^15\/03\/2026 \d\d:05$/),
      name: 'Aceites usados',
      vector: 'Agua',
      certificate: 'certificado.pdf',
      notes: 'Sin incidencias',
    });
  });

  it('renders every kind in Catalan', async () => {
    const shown = await renderKinds('ca_ES');
    expect(shown.quantity).toBe('490 kg');
    expect(shown.price).toBe('7.600,00 €');
    expect(shown.hours).toBe('21,5 h');
    expect(shown.next_evaluation).toMatch(/^Vençuda · /);
    expect(shown.state).not.toBe('FINISHED');
    expect(shown.billable).toBe('Sí');
    expect(shown.count).toBe('12.345');
    expect(shown.name).toBe('Olis usats');
    expect(shown.vector).toBe('Agua');
  });

  it('formats the same way outside React (spreadsheets, chart axes)', () => {
    expect(formatQuantity('12.750', 'm3', 'es')).toBe('12,75\u00a0m³');
    expect(formatMoney(11700, 'ca')).toBe('11.700,00\u00a0€');
    expect(formatPercent(66.666, 'es')).toBe('66,7\u00a0%');
    expect(formatPeriod('2025-03', 'es')).toBe('Marzo de 2025');
    expect(formatPeriod('2025-Q1', 'ca')).toBe('T1 2025');
  });
});
