import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from '../../src/common/DateInput';
import { testI18nProvider } from './support/testI18nProvider';

const renderForm = async (locale: 'es_ES' | 'ca_ES', record: Record<string, unknown>) => {
  const onSubmit = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await testI18nProvider(locale)}>
      <Form record={record} onSubmit={onSubmit}>
        <DateInput source="expiration_date" resource="evidence" />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
};

describe('DateInput (issue 14: dates as in Spain)', () => {
  it('shows the day as dd/MM/yyyy and sends it back as YYYY-MM-DD', async () => {
    const onSubmit = await renderForm('es_ES', { expiration_date: '2026-02-28' });
    await waitFor(() => expect(document.querySelector('input[name="expiration_date"]')).toHaveValue('28/02/2026'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ expiration_date: '2026-02-28' });
  });

  it('picks a day on a calendar in the UI language, weeks starting on Monday', async () => {
    const onSubmit = await renderForm('ca_ES', { expiration_date: '2026-02-28' });
    fireEvent.click(await screen.findByRole('button', { name: /tria la data|data/i }, { timeout: 15_000 }));
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText(/febrer 2026/i)).toBeInTheDocument();
    // Catalan weeks start on Monday: the first column is "dl." (dilluns).
    expect(calendar.querySelector('[role="columnheader"]')?.getAttribute('aria-label') ?? '').toMatch(/dilluns/i);
    fireEvent.click(screen.getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(document.querySelector('input[name="expiration_date"]')).toHaveValue('15/02/2026'));
    fireEvent.click(screen.getByRole('button', { name: /desa/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ expiration_date: '2026-02-15' });
  });

  it('sends null when there is no date', async () => {
    const onSubmit = await renderForm('es_ES', { expiration_date: null });
    await waitFor(() => expect(document.querySelector('input[name="expiration_date"]')).toBeInTheDocument(), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].expiration_date ?? null).toBeNull();
  });
});
