import { fireEvent, render, screen, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_METHOD, methodFor } from '../../contract/aspects';
import type { Role } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import EvaluationZonePage from '../../src/custom-pages/aspects/EvaluationZonePage';
import { MethodEditor } from '../../src/custom-pages/aspects/MethodEditor';
import { apiClient, type AppDataProvider } from '../../src/dataProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { testI18nProvider } from './support/testI18nProvider';

// As the server answers it to a Catalan user: each criterion also `name`d in Catalan.
const evaluation = {
  id: 5,
  date: '2026-03-02',
  is_open: true,
  method: methodFor(DEFAULT_METHOD, 'ca'),
  significant_evaluated_aspect_ids: [],
};
const row = (id: number, aspect: string, centerAspectId: number) => ({
  id,
  center_aspect_id: centerAspectId,
  stage: { id: 1, name: 'Producció' },
  zone: { id: 2, name: 'Taller' },
  aspect: { id: 19, name: aspect },
  vector: { id: 7, name: 'Energia' },
  condition: 'NORMAL',
  scores: null,
  score: null,
  threshold: 11,
  reaches_threshold: false,
  is_significant: false,
  observations: null,
});
const previous = {
  evaluation: { id: 3, date: '2025-03-15' },
  count: 1,
  next: null,
  previous: null,
  results: [{ ...row(9, "Consum d'energia elèctrica", 11), scores: {}, score: 13, is_significant: true }],
};

// The module's frame reads its center (trail and tab title) from memory; the module's own calls go through the app's data provider to the stubbed fetch.
const centerOnly = {
  ...createDataProvider(apiClient),
  getOne: async () => ({ data: { id: 7, name: 'Planta de Sabadell' } }),
} as unknown as AppDataProvider;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The zone page against a stubbed API: aspect 11 was evaluated last year, aspect 12 never. */
const renderZone = async (role: Role) => {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (url.endsWith('/aspect-evaluations/5')) return json(evaluation);
      if (url.includes('/evaluated-aspects?zoneId=2'))
        return json({
          count: 2,
          next: null,
          previous: null,
          results: [row(21, "Consum d'energia elèctrica", 11), row(22, 'Soroll de maquinària', 12)],
        });
      if (url.endsWith('same-center-aspect/11')) return json(previous);
      if (url.endsWith('same-center-aspect/12')) return json({ detail: 'Not found.', code: 'not_found' }, 404);
      return json({ ...row(21, "Consum d'energia elèctrica", 11), score: 12 });
    }),
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (params) => canAccess(role, params),
  };
  render(
    <TestMemoryRouter initialEntries={['/center/environmental-aspects-module/7/aspect-evaluation/5/zone/2']}>
      <Admin dataProvider={centerOnly} authProvider={authProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route
            path="/center/environmental-aspects-module/:centerId/aspect-evaluation/:aspectEvaluationId/zone/:zoneId"
            element={<EvaluationZonePage />}
          />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  await screen.findByRole('region', { name: /^Consum d'energia elèctrica/ });
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('scoring the aspects of a zone', () => {
  it('shows the previous evaluation beside, or says there is none when the lookup answers 404', async () => {
    await renderZone('collaborator');
    const electricity = screen.getByRole('region', { name: /^Consum d'energia elèctrica/ });
    expect(await within(electricity).findByText(/15\/03\/2025 · Normal · Puntuació 13 · Significatiu/)).toBeTruthy();
    const noise = screen.getByRole('region', { name: /^Soroll de maquinària/ });
    expect(await within(noise).findByText('Aquest aspecte no té avaluació anterior.')).toBeTruthy();
  });

  it('adds up the scores as they are chosen and saves them with the condition', async () => {
    const calls = await renderZone('collaborator');
    const card = screen.getByRole('region', { name: /^Consum d'energia elèctrica/ });
    for (const [label, value] of [
      ['Magnitud', '3'],
      ['Freqüència', '3'],
      ['Gravetat', '2'],
      ['Requisit legal', '2'],
      ['Parts interessades', '2'],
    ]) {
      fireEvent.mouseDown(within(card).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: value }));
    }
    expect(within(card).getByText('Puntuació: 12 / 11')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Desa' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain('/aspect-evaluations/5/evaluated-aspects/21');
    expect(JSON.parse(put.body!)).toEqual({
      condition: 'NORMAL',
      scores: { magnitude: 3, frequency: 3, severity: 2, legal_requirement: 2, stakeholder_concern: 2 },
      observations: '',
    });
  });

  it('lets a client read the scores but not save them', async () => {
    await renderZone('client');
    const card = screen.getByRole('region', { name: /^Consum d'energia elèctrica/ });
    expect(await within(card).findByText('Puntuació: — / 11')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Desa' })).toBeNull();
  });
});

/** The method editor against a stubbed API; `answer` is what the PUT gets back. */
const renderMethod = async (mayWrite: boolean, answer: () => Response) => {
  const calls: { method: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', body: init.body as string | undefined });
      return answer();
    }),
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'admin',
    canAccess: async (params) => canAccess('admin', params),
  };
  render(
    <TestMemoryRouter initialEntries={['/method']}>
      <Admin dataProvider={centerOnly} authProvider={authProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <CustomRoutes>
          <Route path="/method" element={<MethodEditor centerId="7" saved={methodFor(DEFAULT_METHOD, 'es')} mayWrite={mayWrite} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { calls, region: await screen.findByRole('region', { name: 'Método de evaluación' }) };
};

describe('editing the evaluation method', () => {
  it('shows both names of each criterion, read only for clients', async () => {
    const { region } = await renderMethod(false, () => json({}));
    const second = within(region).getByRole('group', { name: 'Criterio 2' });
    expect((within(second).getByRole('textbox', { name: 'Nombre en castellano' }) as HTMLInputElement).value).toBe('Frecuencia');
    expect((within(second).getByRole('textbox', { name: 'Nombre en catalán' }) as HTMLInputElement).value).toBe('Freqüència');
    expect((within(second).getByRole('textbox', { name: 'Nombre en catalán' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(region).queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Añadir criterio' })).toBeNull();
  });

  it('adds and removes criteria, sends them without a key for the server to give, and shows the field the server refuses', async () => {
    const { calls, region } = await renderMethod(true, () =>
      json(
        {
          detail: 'method.threshold: El umbral no se puede alcanzar: la puntuación más alta es 13.',
          code: 'validation_error',
          fields: { 'method.threshold': 'El umbral no se puede alcanzar: la puntuación más alta es 13.' },
        },
        400,
      ),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Quitar el criterio Partes interesadas' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Añadir criterio' }));
    const added = within(region).getByRole('group', { name: 'Criterio 5' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Nombre en castellano' }), { target: { value: 'Ruido' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Nombre en catalán' }), { target: { value: 'Soroll' } });
    expect(within(region).getByText('Puntuación máxima posible: 15')).toBeTruthy();
    fireEvent.change(within(region).getByRole('spinbutton', { name: 'Umbral' }), { target: { value: '16' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Guardar' }));
    expect(await within(region).findByText('El umbral no se puede alcanzar: la puntuación más alta es 13.')).toBeTruthy();
    const sent = JSON.parse(calls.find((call) => call.method === 'PUT')!.body!).method;
    expect(sent.threshold).toBe(16);
    expect(sent.criteria.map((c: { key?: string }) => c.key)).toEqual([
      'magnitude',
      'frequency',
      'severity',
      'legal_requirement',
      undefined,
    ]);
    expect(sent.criteria[4]).toEqual({ name_spanish: 'Ruido', name_catalan: 'Soroll', min: 1, max: 3 });
  });
});
