import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RequestAnswerForm } from '../../src/custom-pages/requests/RequestAnswerForm';
import { dataProvider } from '../../src/dataProvider';
import type { ClientRequest } from '../../src/dataProvider/clientRequests';
import { installFakeApi, json } from './support/fakeApi';
import { aRequest } from './support/requests';
import { testI18nProvider } from './support/testI18nProvider';

const base: ClientRequest = aRequest({
  kind: 'indicator_readings',
  title: 'Lecturas del tercer trimestre',
  target_name: 'Consumo de agua, Consumo eléctrico',
  target: {
    ...aRequest().target,
    items: [
      { id: 31, indicator: { id: 7, name: 'Consumo de agua' }, unit: 'm3', period: '2030-Q3', value: null },
      { id: 32, indicator: { id: 8, name: 'Consumo eléctrico' }, unit: 'kWh', period: '2030-Q3', value: null },
    ],
  },
});

const evidenceRequest: ClientRequest = {
  ...base,
  kind: 'evidence_document',
  title: 'Autorización de vertido',
  asks_validity_date: true,
  target: {
    ...base.target,
    items: [],
    evidence: {
      id: 8,
      name: 'Autorización de vertido',
      legal_requirement: { id: 2, name: 'Disponer de autorización de vertido' },
      expiration_date: '2030-12-31',
      has_expiry: true,
    },
  },
};

/** The form as a client of the center sees it, in Spanish, its calls through the app's dataProvider to a fake API. */
const renderForm = async (request: ClientRequest) => {
  const onAnswered = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
      <RequestAnswerForm request={request} onAnswered={onAnswered} />
    </AdminContext>,
  );
  return onAnswered;
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

describe('the client’s answer form', () => {
  it('takes readings with a decimal comma, refuses a word under its field, and sends numbers with a point', async () => {
    const requests = installFakeApi(() => json(200, { ...base, state: 'answered' }));
    const onAnswered = await renderForm(base);

    const water = screen.getByRole('textbox', { name: /^Consumo de agua/ });
    const power = screen.getByRole('textbox', { name: /^Consumo eléctrico/ });
    // Each reading shows its unit beside it.
    expect(screen.getByText('m³')).toBeInTheDocument();
    expect(screen.getByText('kWh')).toBeInTheDocument();
    fireEvent.change(water, { target: { value: '1250,5' } });
    fireEvent.change(power, { target: { value: 'doce' } });
    send();

    expect(await screen.findByText('Escribe un número, p. ej. 1250,5.')).toBeInTheDocument();
    expect(power).toHaveAttribute('aria-invalid', 'true');
    expect(water).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    fireEvent.change(power, { target: { value: '830' } });
    fireEvent.submit(power.closest('form')!);
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.pathname).toBe('/api/requests/5/answer');
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ reading_31: '1250.5', reading_32: '830' });
  }, 30_000);

  it('shows under its field what the server refuses ({detail, code, fields})', async () => {
    installFakeApi(() =>
      json(400, {
        detail: 'reading_32: La lectura no es un número.',
        code: 'validation_error',
        fields: { reading_32: 'La lectura no es un número.' },
      }),
    );
    const onAnswered = await renderForm(base);
    fireEvent.change(screen.getByRole('textbox', { name: /^Consumo de agua/ }), { target: { value: '1250' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Consumo eléctrico/ }), { target: { value: '830' } });
    send();

    expect(await screen.findByText('La lectura no es un número.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Consumo eléctrico/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onAnswered).not.toHaveBeenCalled();
  }, 30_000);

  it('asks for a file and for the validity date when the evidence carries an expiry, before sending anything', async () => {
    const requests = installFakeApi(() => json(200, { ...evidenceRequest, state: 'answered' }));
    await renderForm(evidenceRequest);
    // The date picker loads on demand: the form is complete once its field is there.
    await waitFor(() => expect(document.querySelector('input[name="validity_date"]')).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.queryByRole('textbox', { name: /^Consumo/ })).not.toBeInTheDocument();
    send();

    expect(await screen.findByText('Adjunta al menos un archivo.')).toBeInTheDocument();
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();

    const file = new File(['%PDF-1.4\n%%EOF\n'], 'autorizacion.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Archivos'), { target: { files: [file] } });
    expect(await screen.findByText('autorizacion.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Adjunta al menos un archivo.')).not.toBeInTheDocument());
    fireEvent.submit(document.querySelector('form')!);
    // Still no date: still nothing sent.
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  }, 30_000);

  it('sends a returned answer with its validity date and keeps the files already sent without asking again', async () => {
    const returned: ClientRequest = {
      ...evidenceRequest,
      state: 'returned',
      return_reason: 'Falta la página de firmas.',
      validity_date: '2031-06-30',
      answered_at: '2030-11-30T09:00:00.000Z',
      files: [{ id: 3, name: 'autorizacion.pdf', size: 12_345, url: '/api/files/x?signature=y' }],
    };
    const requests = installFakeApi(() => json(200, { ...returned, state: 'answered' }));
    const onAnswered = await renderForm(returned);
    await waitFor(() => expect(document.querySelector('input[name="validity_date"]')).toHaveValue('30/06/2031'), { timeout: 15_000 });
    expect(screen.getByText('Si no adjuntas archivos nuevos, se mantienen los que enviaste.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comentario' }), { target: { value: 'Ahora con las firmas.' } });
    send();

    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ text: 'Ahora con las firmas.', validity_date: '2031-06-30' });
  }, 30_000);
});
