import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionDialog, ThresholdsDialog } from '../../src/custom-pages/center-modules/IndicatorEditing';
import { installFakeApi, json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

afterEach(() => vi.unstubAllGlobals());

const inAdmin = async (element: React.ReactElement) =>
  render(
    <TestMemoryRouter initialEntries={['/center/indicator-module/7/indicator/3']}>
      {/* The dialogs' calls go through the app's dataProvider to the fake API. */}
      <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
        <Routes>
          <Route path="/center/indicator-module/:centerId/indicator/:indicatorId" element={element} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('indicator ranges dialog', () => {
  it('sends the whole set of ranges and shows an overlap under the refused bound', async () => {
    const bodies: unknown[] = [];
    installFakeApi(async (request) => {
      bodies.push(JSON.parse(String(request.body)));
      return bodies.length === 1
        ? json(400, {
            detail: 'thresholds.1.min_value: This range overlaps range 1.',
            code: 'validation_error',
            fields: { 'thresholds.1.min_value': 'This range overlaps range 1.' },
          })
        : json(200, { results: [] });
    });
    const onSaved = vi.fn();
    await inAdmin(
      <ThresholdsDialog
        indicatorId={3}
        thresholds={[{ id: 1, name: 'Good', level: 'GOOD', min_value: null, max_value: 3.2 }]}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add range' }));
    const names = await within(dialog).findAllByRole('textbox', { name: /^Name/ });
    fireEvent.change(names[1]!, { target: { value: 'Watch' } });
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox', { name: /^Level/ })[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Watch' }));
    fireEvent.change(within(dialog).getAllByRole('spinbutton', { name: 'Minimum' })[1]!, { target: { value: '3' } });
    fireEvent.change(within(dialog).getAllByRole('spinbutton', { name: 'Maximum' })[1]!, { target: { value: '3.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This range overlaps range 1.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      thresholds: [
        { name: 'Good', level: 'GOOD', min_value: null, max_value: 3.2 },
        { name: 'Watch', level: 'WARNING', min_value: 3, max_value: 3.8 },
      ],
    });
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getAllByRole('spinbutton', { name: 'Minimum' })[1]!, { target: { value: '3.2' } });
    await waitFor(() => expect(within(dialog).queryByText('This range overlaps range 1.')).not.toBeInTheDocument());
    // jsdom does not submit a form from its button a second time; the browser does (tests/e2e/indicators.spec.ts).
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Save' }).closest('form')!);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({ thresholds: [{ name: 'Good' }, { name: 'Watch', min_value: 3.2 }] });
  }, 30_000);
});

describe('indicator action dialog', () => {
  it('edits an action in place: the indicator stays, the status changes', async () => {
    const requests = installFakeApi(async (request) =>
      request.method === 'GET'
        ? json(200, { results: [{ id: 4, period: '2025-03', text: 'Summer use above the watch range', conclusion: 'AT_RISK' }] })
        : json(200, {}),
    );
    const onSaved = vi.fn();
    const action = {
      id: 9,
      indicator_id: 3,
      indicator_name: 'Water',
      analysis_id: 4,
      what: 'Fix leaks',
      who: 'Maintenance',
      due_date: '2025-06-30',
      status: 'PLANNED',
    };
    await inAdmin(<ActionDialog action={action} indicators={[{ id: 3, name: 'Water' }]} onClose={vi.fn()} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    // The action's analysis is offered among the indicator's analyses.
    expect(await within(dialog).findByText('March 2025 · Summer use above the watch range')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Done' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/indicator-action/9');
    expect(JSON.parse(String(put.body))).toEqual({
      indicator_id: 3,
      analysis_id: 4,
      what: 'Fix leaks',
      who: 'Maintenance',
      due_date: '2025-06-30',
      status: 'DONE',
    });
  }, 30_000);
});
