import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { toApiDate } from '../../src/common/dates';
import { CenterReportsCard } from '../../src/custom-pages/center-reports/CenterReportsCard';
import { periodProblems } from '../../src/custom-pages/center-reports/period';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json, type FakeServer } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

// Issue 26: the center home's reports card; the audit pack dialog checks its period before it asks the server.

const saved: string[] = [];

beforeEach(() => {
  storeTokens({ access: accessToken('collaborator') });
  saved.length = 0;
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const zipAnswer = () =>
  new Response('PK', {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="paquete.zip"' },
  });

async function renderCard(server: FakeServer) {
  const received = installFakeApi(server);
  const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'es_ES' }));
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
      <CenterReportsCard centerId={7} withAuditPack />
    </AdminContext>,
  );
  return received;
}

/** The picker's input (dd/MM/yyyy) of a field of the dialog. */
const dateInput = (dialog: HTMLElement, label: RegExp) => {
  const group = within(dialog).getByRole('group', { name: label });
  return group.parentElement!.querySelector('input')!;
};

describe('the audit pack period', () => {
  it('needs both days, in order, at most five years apart', () => {
    expect(periodProblems('2026-01-01', '2026-11-27')).toEqual({});
    expect(periodProblems('', 'invalid')).toEqual({ from: 'required', to: 'invalid' });
    expect(periodProblems('2026-03-01', '2026-02-28')).toEqual({ to: 'order' });
    expect(periodProblems('2020-01-01', '2025-01-01')).toEqual({});
    expect(periodProblems('2020-01-01', '2025-01-02')).toEqual({ to: 'span' });
  });
});

describe('CenterReportsCard', () => {
  it('downloads the PDF report of the center', async () => {
    const received = await renderCard(
      () => new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="informe.pdf"' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar informe PDF' }));
    await waitFor(() => expect(saved).toEqual(['informe.pdf']));
    expect(received[0]!.url.pathname).toBe('/api/center/7/report');
  });

  it('opens the pack dialog on this year so far, refuses a backward period and downloads the chosen one', async () => {
    const received = await renderCard(zipAnswer);
    const opener = await screen.findByRole('button', { name: 'Paquete de auditoría' });
    opener.focus(); // as a click does in a browser
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Paquete de auditoría' });
    const today = toApiDate(new Date());
    const shown = (day: string) => day.split('-').reverse().join('/');
    await waitFor(() => expect(dateInput(dialog, /Desde/)).toHaveValue(shown(`${today.slice(0, 4)}-01-01`)), { timeout: 15_000 });
    expect(dateInput(dialog, /Hasta/)).toHaveValue(shown(today));

    const download = within(dialog).getByRole('button', { name: 'Descargar paquete' });
    fireEvent.change(dateInput(dialog, /Hasta/), { target: { value: '31/12/2020' } });
    expect(await within(dialog).findByText('La fecha final no puede ser anterior a la inicial.')).toBeInTheDocument();
    expect(download).toBeDisabled();

    fireEvent.change(dateInput(dialog, /Desde/), { target: { value: '01/01/2014' } });
    expect(await within(dialog).findByText('El periodo puede abarcar como máximo 5 años.')).toBeInTheDocument();

    fireEvent.change(dateInput(dialog, /Desde/), { target: { value: '01/03/2020' } });
    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['paquete.zip']));
    expect(received[0]!.url.pathname).toBe('/api/center/7/audit-pack');
    // In the reader's language unless another is chosen beside the buttons.
    expect(Object.fromEntries(received[0]!.url.searchParams)).toEqual({ from: '2020-03-01', to: '2020-12-31', language: 'es' });
    // The dialog closes and the focus goes back to the button that opened it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('writes the report and the pack in the language chosen beside the buttons (issue 34)', async () => {
    const received = await renderCard((request) =>
      new URL(request.url).pathname.endsWith('/report')
        ? new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="informe-de-compliment.pdf"' } })
        : zipAnswer(),
    );
    const choice = await screen.findByRole('combobox', { name: 'Idioma del archivo' });
    expect(choice).toHaveTextContent('Español');
    fireEvent.mouseDown(choice);
    fireEvent.click(await screen.findByRole('option', { name: 'Català' }));
    expect(choice).toHaveTextContent('Català');

    fireEvent.click(screen.getByRole('button', { name: 'Descargar informe PDF' }));
    await waitFor(() => expect(saved).toEqual(['informe-de-compliment.pdf']));
    expect(received[0]!.url.pathname).toBe('/api/center/7/report');
    expect(received[0]!.url.searchParams.get('language')).toBe('ca');

    fireEvent.click(screen.getByRole('button', { name: 'Paquete de auditoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paquete de auditoría' });
    const download = within(dialog).getByRole('button', { name: 'Descargar paquete' });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 15_000 });
    fireEvent.click(download);
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]!.url.pathname).toBe('/api/center/7/audit-pack');
    expect(received[1]!.url.searchParams.get('language')).toBe('ca');
  });

  it('says why the server refused, and stays open', async () => {
    await renderCard(() => json(404, { detail: 'Center not found.', code: 'not_found' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Paquete de auditoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paquete de auditoría' });
    const download = within(dialog).getByRole('button', { name: 'Descargar paquete' });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 15_000 });
    fireEvent.click(download);
    expect(await within(dialog).findByText(/No se ha podido descargar el paquete/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
