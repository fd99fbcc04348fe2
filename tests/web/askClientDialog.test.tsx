import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AskClientDialog } from '../../src/custom-pages/requests/AskClientDialog';
import { dataProvider } from '../../src/dataProvider';
import { installFakeApi, json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const center = { id: 7, name: 'Planta Sabadell', enterprise: { id: 1, name: 'Tints Vallès SA' } };
const other = { id: 8, name: 'Planta Terrassa', enterprise: { id: 1, name: 'Tints Vallès SA' } };

describe('asking the client from an evidence', () => {
  it('sends the evidence, the validity date asked and the centers; a center lacking the evidence is named under "Centros"', async () => {
    const posted: unknown[] = [];
    const requests = installFakeApi((request) => {
      if (request.method === 'POST') {
        posted.push(JSON.parse(String(request.body)));
        return posted.length === 1
          ? json(400, {
              detail: 'center_ids: Planta Terrassa no tiene esta evidencia.',
              code: 'target_missing',
              fields: { center_ids: 'Planta Terrassa no tiene esta evidencia.' },
            })
          : json(201, { batch_id: null, count: 1, results: [] });
      }
      if (request.url.pathname === '/api/center/7') return json(200, center);
      return json(200, { count: 2, next: null, previous: null, results: [center, other] });
    });
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <AskClientDialog
          centerId={7}
          target={{ kind: 'evidence_document', evidence_id: 31 }}
          what="Documento de una evidencia"
          defaultTitle="Permiso de vertido vigente"
          offerValidityDate
          defaults={{ asks_validity_date: true }}
          onClose={onClose}
        />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pedir al cliente: documento de una evidencia' });
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Permiso de vertido vigente');
    expect(within(dialog).getByRole('switch', { name: 'Pedir la fecha de validez' })).toBeChecked();
    // The centers offered are the enterprise's: the list is asked for with its id.
    await within(dialog).findByText('Planta Sabadell', {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(requests.some((sent) => sent.url.pathname === '/api/center' && sent.url.searchParams.get('enterpriseId') === '1')).toBe(true),
    );
    await waitFor(() => expect(document.querySelector('input[name="due_date"]')).toBeInTheDocument(), { timeout: 15_000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensaje' }), { target: { value: 'La renovada, por favor.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));

    expect(await within(dialog).findByText('Planta Terrassa no tiene esta evidencia.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(posted[0]).toMatchObject({
      kind: 'evidence_document',
      evidence_id: 31,
      asks_validity_date: true,
      center_ids: [7],
      title: 'Permiso de vertido vigente',
      message: 'La renovada, por favor.',
      reminder_days: 3,
    });
    expect((posted[0] as { due_date: string }).due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 40_000);
});
