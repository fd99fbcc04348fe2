import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { ReviewDialog } from '../../src/custom-pages/legal-module/ReviewDialog';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import type { LegalChangeReview } from '../../src/dataProvider';
import { accessToken, installFakeApi, json, type FakeServer, type ReceivedRequest } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

// Issue 36: a center's "revisar aplicabilidad" of a change: the decision sent, a reason required when the requirement no
// longer applies, the server's field errors under their inputs.

const review = (overrides: Partial<LegalChangeReview> = {}): LegalChangeReview => ({
  id: 41,
  center: { id: 5, name: 'Planta Rubí' },
  change: {
    id: 7,
    kind: 'REQUIREMENT_CHANGED',
    note: 'Modificado por el Real Decreto 1/2025, art. 3',
    effective_date: '2025-03-01',
    changed_by_text: 'Real Decreto 1/2025',
  },
  legal_text: { id: 3, name: 'Ley 7/2022', official_reference: 'BOE-A-2022-5809' },
  legal_requirement: { id: 12, name: 'Disponer de permiso de vertido' },
  due_date: '2099-04-02',
  state: 'PENDING',
  decision: null,
  reason: null,
  decided_by: null,
  decided_at: null,
  evidence: null,
  ...overrides,
});

beforeEach(() => storeTokens({ access: accessToken('collaborator') }));

async function renderDialog(server: FakeServer, shown = review(), canDecide = true) {
  const received = installFakeApi(server);
  const onDecided = vi.fn();
  const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'es_ES' }));
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
      <ReviewDialog review={shown} canDecide={canDecide} onClose={() => undefined} onDecided={onDecided} />
    </AdminContext>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Revisar aplicabilidad' });
  return { received, onDecided, dialog };
}

const decisions = (received: ReceivedRequest[]) => received.filter(({ method }) => method === 'POST');

describe('ReviewDialog', () => {
  it('shows the change under review: its text and reference, kind, effective date, note and due date', async () => {
    const { dialog } = await renderDialog(() => json(500, {}));
    expect(within(dialog).getByText('Ley 7/2022 (BOE-A-2022-5809)')).toBeVisible();
    expect(within(dialog).getByText('Requisito modificado')).toBeVisible();
    expect(within(dialog).getByText('01/03/2025')).toBeVisible();
    expect(within(dialog).getByText('Modificado por el Real Decreto 1/2025, art. 3')).toBeVisible();
    expect(within(dialog).getByText('Por: Real Decreto 1/2025')).toBeVisible();
  });

  it('asks for the reason when the requirement no longer applies, and sends nothing without it', async () => {
    const { dialog, received } = await renderDialog(() => json(200, review()));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ya no es aplicable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Explique por qué ya no es aplicable.')).toBeVisible();
    expect(decisions(received)).toEqual([]);
  });

  it('sends the decision with its reason and hands back the decided review', async () => {
    const decided = review({ state: 'DECIDED', decision: 'NO_LONGER_APPLIES', reason: 'Ya no vertemos al colector' });
    const { dialog, received, onDecided } = await renderDialog(() => json(200, decided));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ya no es aplicable' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), { target: { value: '  Ya no vertemos al colector ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(decided));
    const [sent] = decisions(received);
    expect(sent.url.pathname).toBe('/api/legal-change-review/41/decision');
    expect(JSON.parse(String(sent.body))).toEqual({
      decision: 'NO_LONGER_APPLIES',
      reason: 'Ya no vertemos al colector',
    });
  });

  it('sends "still applies" alone', async () => {
    const { dialog, received, onDecided } = await renderDialog(() => json(200, review({ state: 'DECIDED', decision: 'STILL_APPLIES' })));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Sigue siendo aplicable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(JSON.parse(String(decisions(received)[0].body))).toEqual({ decision: 'STILL_APPLIES' });
  });

  it('shows the server’s field errors under their inputs, and stays open', async () => {
    const { dialog, onDecided } = await renderDialog(() =>
      json(400, { detail: 'Revise los campos.', code: 'validation_error', fields: { reason: 'El motivo es demasiado largo.' } }),
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ya no es aplicable' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Un motivo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El motivo es demasiado largo.')).toBeVisible();
    expect(onDecided).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('for a change of the whole text, asks which requirement needs new evidence and sends it', async () => {
    const textChange = review({ legal_requirement: null, change: { ...review().change, kind: 'TEXT_MODIFIED' } });
    const { dialog, received, onDecided } = await renderDialog(
      (request) =>
        request.url.pathname === '/api/legal-requirement'
          ? json(200, {
              count: 2,
              next: null,
              previous: null,
              results: [
                { id: 12, name: 'Disponer de permiso de vertido', removed_date: null },
                { id: 13, name: 'Declarar el vertido anual', removed_date: '2025-01-01' },
              ],
            })
          : json(200, { ...textChange, state: 'DECIDED', decision: 'NEW_EVIDENCE_NEEDED' }),
      textChange,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hace falta una nueva evidencia' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Obligatorio')).toBeVisible();
    expect(decisions(received)).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Requisito que necesita evidencia/ }));
    const options = await screen.findAllByRole('option');
    // A requirement a change removed is not offered.
    expect(options.map((option) => option.textContent)).not.toContain('Declarar el vertido anual');
    fireEvent.click(screen.getByRole('option', { name: 'Disponer de permiso de vertido' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(received.find((request) => request.url.pathname === '/api/legal-requirement')!.url.searchParams.get('legalTextId')).toBe('3');
    expect(JSON.parse(String(decisions(received)[0].body))).toEqual({ decision: 'NEW_EVIDENCE_NEEDED', legal_requirement_id: 12 });
  });

  it('shows a client the decision taken, with who and when, and no form', async () => {
    const decided = review({
      state: 'DECIDED',
      decision: 'NEW_EVIDENCE_NEEDED',
      decided_by: { id: 2, name: 'Marc Soler' },
      decided_at: '2025-03-10T09:30:00.000Z',
      evidence: { id: 90, name: 'Permiso de vertido renovado' },
    });
    const { dialog } = await renderDialog(() => json(500, {}), decided, false);
    expect(within(dialog).getByText('Hace falta una nueva evidencia')).toBeVisible();
    expect(within(dialog).getByText(/^por Marc Soler el 10\/03\/2025/)).toBeVisible();
    expect(within(dialog).getByText('Evidencia creada: Permiso de vertido renovado')).toBeVisible();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});
