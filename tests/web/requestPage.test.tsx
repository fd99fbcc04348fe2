import { render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import RequestPage from '../../src/custom-pages/requests/RequestPage';
import { REQUEST_ROUTE } from '../../src/custom-pages/requests/paths';
import type { AppDataProvider } from '../../src/dataProvider';
import type { ClientRequest, RequestState } from '../../src/dataProvider/clientRequests';
import { authProviderFor } from './support/authProviderFor';
import { aRequest } from './support/requests';
import { testI18nProvider } from './support/testI18nProvider';

const readings = (state: RequestState, overrides: Partial<ClientRequest> = {}): ClientRequest =>
  aRequest({
    id: 12,
    kind: 'indicator_readings',
    title: 'Lecturas del tercer trimestre',
    due_date: '2020-01-10',
    state,
    is_overdue: state === 'open' || state === 'returned',
    target_name: 'Consumo de agua',
    created_at: '2019-12-20T08:00:00.000Z',
    answered_at: state === 'open' ? null : '2020-01-08T09:00:00.000Z',
    message: 'Las del contador general, por favor.',
    target: {
      ...aRequest().target,
      items: [
        { id: 31, indicator: { id: 7, name: 'Consumo de agua' }, unit: 'm3', period: '2019-12', value: state === 'open' ? null : 1250.5 },
      ],
    },
    answered_by: state === 'open' ? null : { id: 9, name: 'Jordi Roca' },
    ...overrides,
  });

/** /requests/12 as `role` sees it, with the real access rules; the request read through a fake dataProvider. */
const renderPage = async (role: Role, request: ClientRequest) => {
  const dataProvider = {
    getRequest: async () => request,
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: {} }),
  } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/requests/12']}>
      <Admin dataProvider={dataProvider} authProvider={authProviderFor(role)} i18nProvider={await testI18nProvider('es_ES')}>
        <CustomRoutes>
          <Route path={REQUEST_ROUTE} element={<RequestPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('heading', { name: request.title, level: 1 });
};

describe('the request page', () => {
  it('gives the client of an open request the answer form, its due date marked overdue', async () => {
    await renderPage('client', readings('open'));
    expect(screen.getByRole('region', { name: 'Tu respuesta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Consumo de agua/ })).toBeInTheDocument();
    expect(screen.getByText(/^Vencida · 10\/01\/2020$/).closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
    expect(screen.getByText('Las del contador general, por favor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it('shows the client a sent answer read-only, the reading with its unit', async () => {
    await renderPage('client', readings('answered'));
    await waitFor(() => expect(screen.getByText(/1\.250,5\sm³/)).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Tu respuesta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
    // Answered in time for the client's part: the due date is a plain date, not overdue.
    expect(screen.getByText('10/01/2020')).toHaveAttribute('data-due', 'ok');
  });

  it('tells the client why a returned answer came back, above the form to send it again', async () => {
    await renderPage('client', readings('returned', { return_reason: 'El contador es el de la nave 2.' }));
    expect(screen.getByText('Devuelta por la consultoría: El contador es el de la nave 2.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Consumo de agua/ })).toHaveValue('1250,5');
  });

  it('gives a collaborator the answer and the review, never the form', async () => {
    await renderPage('collaborator', readings('answered'));
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devolver al cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu respuesta' })).not.toBeInTheDocument();
  });
});
