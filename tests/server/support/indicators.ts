import { expect } from 'vitest';
import type { CenterModule } from '../../../contract/modules';
import type { TestApp } from './app';
import { minimalPdf } from './files';

export const pdf = (name = 'document.pdf', text = '') => ({
  name,
  data: Buffer.concat([minimalPdf(), Buffer.from(text)]),
  type: 'application/pdf',
});

export async function activate(t: TestApp, centerId: number, module: CenterModule) {
  const answer = await t.api.post(`/api/${module}-module/${centerId}/state`, { token: t.admin.token, json: { is_active: true } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** An enterprise document (with one version) of the center, the document module switched on. */
export async function enterpriseDocumentFixture(t: TestApp, centerId: number) {
  await activate(t, centerId, 'document');
  const answer = await t.api.post('/api/enterprise-document', {
    token: t.admin.token,
    form: {
      center_id: String(centerId),
      name: 'Autorització ambiental',
      category: 'PERMIT',
      effective_date: '2024-01-15',
      expiry_date: '2030-01-15',
      file: pdf('aai.pdf'),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
}

/** Every row the document, pest-control and indicator modules keep for a center (for the enumerating tests). */
export async function indicatorsFixture(t: TestApp, centerId: number) {
  const document = await enterpriseDocumentFixture(t, centerId);
  const service = await dddFixture(t, centerId);
  const indicator = await indicatorFixture(t, centerId);
  return { document, service, indicator };
}

/** A pest-control configuration and one service with its certificate, the module switched on. */
export async function dddFixture(t: TestApp, centerId: number) {
  await activate(t, centerId, 'ddd');
  const configuration = await t.api.put(`/api/ddd-module/${centerId}/configuration`, {
    token: t.admin.token,
    json: {
      provider_name: 'Plagues Net SL',
      provider_registration_number: 'ROESB 0123-CAT-SB',
      provider_contact: '93 000 00 00',
      frequencies: { RODENT_CONTROL: 90 },
      points: [{ code: 'R1', kind: 'BAIT', location: 'Moll de càrrega' }],
    },
  });
  expect(configuration.status, JSON.stringify(configuration.body)).toBe(200);
  const service = await t.api.post('/api/ddd-service', {
    token: t.admin.token,
    form: {
      center_id: String(centerId),
      service_date: '2025-03-10',
      treatment_type: 'RODENT_CONTROL',
      products: JSON.stringify([
        { name: 'Rodenticida bloc', registration_number: 'ES/RM-2020-14-00123', product_type: 'TP14', dose: '20 g', batch: 'L2301' },
      ]),
      certificate: pdf('certificat.pdf'),
    },
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  return service.body as { id: number };
}

/** A process with one monthly indicator, a measurement, a target, ranges, an analysis and an action from it. */
export async function indicatorFixture(t: TestApp, centerId: number, responsibleUserId: number | null = null) {
  await activate(t, centerId, 'indicator');
  const token = t.admin.token;
  const ok = (answer: { status: number; body: unknown }, status = 201) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body as { id: number };
  };
  const process = ok(await t.api.post('/api/indicator-process', { token, json: { center_id: centerId, name: 'Producció' } }));
  const indicator = ok(
    await t.api.post('/api/indicator', {
      token,
      json: {
        process_id: process.id,
        name: 'Consum d’aigua',
        unit: 'm³/t',
        frequency: 'MONTHLY',
        direction: 'LOWER_IS_BETTER',
        responsible_user_id: responsibleUserId,
      },
    }),
  );
  ok(await t.api.post(`/api/indicator/${indicator.id}/measurement`, { token, json: { period: '2024-01', value: 3.2 } }));
  ok(await t.api.post('/api/indicator-target', { token, json: { indicator_id: indicator.id, year: 2024, value: 3, baseline: 3.5 } }));
  ok(
    await t.api.put(`/api/indicator/${indicator.id}/threshold`, {
      token,
      json: {
        thresholds: [
          { name: 'Bé', level: 'GOOD', max_value: 3 },
          { name: 'Alerta', level: 'WARNING', min_value: 3, max_value: 4 },
          { name: 'Malament', level: 'BAD', min_value: 4 },
        ],
      },
    }),
    200,
  );
  const analysis = ok(
    await t.api.post(`/api/indicator/${indicator.id}/analysis`, {
      token,
      json: { period: '2024-01', text: 'Per sobre de l’objectiu', conclusion: 'AT_RISK' },
    }),
  );
  ok(
    await t.api.post('/api/indicator-action', {
      token,
      json: { indicator_id: indicator.id, analysis_id: analysis.id, what: 'Revisar fuites', who: 'Manteniment', due_date: '2024-03-31' },
    }),
  );
  return { process, indicator, analysis };
}
