import { fireEvent, render, screen, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_METHOD } from '../../contract/aspects';
import type { Role } from '../../contract/roles';
import { canAccess } from '../../src/authProvider/canAccess';
import EvaluationZonePage from '../../src/custom-pages/aspects/EvaluationZonePage';
import type { AppDataProvider } from '../../src/dataProvider';
import { testI18nProvider } from './support/testI18nProvider';

const evaluation = { id: 5, date: '2026-03-02', is_open: true, method: DEFAULT_METHOD, significant_evaluated_aspect_ids: [] };
const row = (id: number, aspect: string, centerAspectId: number) => ({
  id, center_aspect_id: centerAspectId, stage: { id: 1, name: 'Producció' }, zone: { id: 2, name: 'Taller' }, aspect: { id: 19, name: aspect }, vector: { id: 7, name: 'Energia' },
  condition: 'NORMAL', scores: null, score: null, threshold: 11, reaches_threshold: false, is_significant: false, observations: null,
});
const previous = { evaluation: { id: 3, date: '2025-03-15' }, count: 1, next: null, previous: null, results: [{ ...row(9, "Consum d'energia elèctrica", 11), scores: {}, score: 13, is_significant: true }] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The zone page against a stubbed API: aspect 11 was evaluated last year, aspect 12 never. */
const renderZone = async (role: Role) => {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
    if (url.endsWith('/aspect-evaluations/5')) return json(evaluation);
    if (url.includes('/evaluated-aspects?zoneId=2')) return json({ count: 2, next: null, previous: null, results: [row(21, "Consum d'energia elèctrica", 11), row(22, 'Soroll de maquinària', 12)] });
    if (url.endsWith('same-center-aspect/11')) return json(previous);
    if (url.endsWith('same-center-aspect/12')) return json({ detail: 'Not found.', code: 'not_found' }, 404);
    return json({ ...row(21, "Consum d'energia elèctrica", 11), score: 12 });
  }));
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
    getPermissions: async () => role, canAccess: async (params) => canAccess(role, params),
  };
  render(
    <TestMemoryRouter initialEntries={['/center/environmental-aspects-module/7/aspect-evaluation/5/zone/2']}>
      <Admin dataProvider={{} as AppDataProvider} authProvider={authProvider} i18nProvider={await testI18nProvider('ca_ES')}>
        <CustomRoutes>
          <Route path="/center/environmental-aspects-module/:centerId/aspect-evaluation/:aspectEvaluationId/zone/:zoneId" element={<EvaluationZonePage />} />
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
    for (const [label, value] of [['Magnitud / Magnitud', '3'], ['Frecuencia / Freqüència', '3'], ['Gravedad / Gravetat', '2'], ['Requisito legal / Requisit legal', '2'], ['Partes interesadas / Parts interessades', '2']]) {
      fireEvent.mouseDown(within(card).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: value }));
    }
    expect(within(card).getByText('Puntuació: 12 / 11')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Desa' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain('/aspect-evaluations/5/evaluated-aspects/21');
    expect(JSON.parse(put.body!)).toEqual({ condition: 'NORMAL', scores: { magnitude: 3, frequency: 3, severity: 2, legal_requirement: 2, stakeholder_concern: 2 }, observations: '' });
  });

  it('lets a client read the scores but not save them', async () => {
    await renderZone('client');
    const card = screen.getByRole('region', { name: /^Consum d'energia elèctrica/ });
    expect(await within(card).findByText('Puntuació: — / 11')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Desa' })).toBeNull();
  });
});
