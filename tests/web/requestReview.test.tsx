import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RequestReview } from '../../src/custom-pages/requests/RequestReview';
import { dataProvider } from '../../src/dataProvider';
import type { ClientRequest, RequestState } from '../../src/dataProvider/clientRequests';
import { installFakeApi, json } from './support/fakeApi';
import { aRequest } from './support/requests';
import { testI18nProvider } from './support/testI18nProvider';

const request = (state: RequestState): ClientRequest =>
  aRequest({
    state,
    answered_at: state === 'open' ? null : '2030-11-30T09:00:00.000Z',
    answer_text: 'De 6 a 22 h.',
    answered_by: { id: 9, name: 'Jordi Roca' },
  });

const renderReview = async (state: RequestState) => {
  const onReviewed = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
      <RequestReview request={request(state)} onReviewed={onReviewed} />
    </AdminContext>,
  );
  return onReviewed;
};

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('staff’s review of a request', () => {
  it.each([
    ['answered', ['Aceptar', 'Devolver al cliente', 'Cancelar la solicitud']],
    ['open', ['Cancelar la solicitud']],
    ['returned', ['Cancelar la solicitud']],
    ['accepted', []],
    ['cancelled', []],
  ] as const)('offers for a request %s: %j', async (state, offered) => {
    await renderReview(state);
    expect(buttons()).toEqual(offered);
  });

  it('returns an answer only with a reason, written in a dialog', async () => {
    const requests = installFakeApi(() => json(200, { ...request('returned'), return_reason: 'Falta el sello.' }));
    const onReviewed = await renderReview('answered');
    fireEvent.click(screen.getByRole('button', { name: 'Devolver al cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver al cliente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver al cliente' }));
    expect(await within(dialog).findByText('Obligatorio')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Motivo/ }), { target: { value: 'Falta el sello.' } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
    expect(requests[0]!.url.pathname).toBe('/api/requests/5/return');
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ reason: 'Falta el sello.' });
    expect(onReviewed.mock.calls[0]![0]).toMatchObject({ state: 'returned', return_reason: 'Falta el sello.' });
  }, 30_000);

  it('accepts at once, and cancels only once confirmed', async () => {
    const requests = installFakeApi((received) => json(200, request(received.url.pathname.endsWith('/accept') ? 'accepted' : 'cancelled')));
    const onReviewed = await renderReview('answered');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(1));
    expect(requests.map((sent) => `${sent.method} ${sent.url.pathname}`)).toEqual(['POST /api/requests/5/accept']);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar la solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la solicitud?' });
    expect(requests).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la solicitud' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(2));
    expect(requests[1]!.url.pathname).toBe('/api/requests/5/cancel');
  }, 30_000);
});
