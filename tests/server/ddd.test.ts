import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { activate, pdf } from './support/indicators';
import { twoTenants } from './support/organisation';
import { readSheet } from './support/register';

let t: TestApp;
let centerId: number;
beforeAll(async () => {
  t = await startTestApp();
  centerId = (await twoTenants(t)).centerA.id;
  await activate(t, centerId, 'ddd');
});
afterAll(() => t.close());

const product = { name: 'Insecticida gel', registration_number: '21-30-10000', product_type: 'TP18', dose: '0,5 g/m²', batch: 'B-77' };

describe('pest-control configuration', () => {
  it('keeps the provider, frequencies and points, and refuses duplicate point codes', async () => {
    const saved = await t.api.put(`/api/ddd-module/${centerId}/configuration`, {
      token: t.collaborator.token,
      json: {
        provider_name: 'Plagues Net SL',
        provider_registration_number: 'ROESB 0456-CAT',
        frequencies: { RODENT_CONTROL: 90, INSECT_CONTROL: 30 },
        points: [{ code: 'T1', kind: 'TRAP', location: 'Cuina' }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await t.api.get(`/api/ddd-module/${centerId}/configuration`, { token: t.client.token });
    expect(read.body).toMatchObject({
      provider_name: 'Plagues Net SL',
      frequencies: { RODENT_CONTROL: 90, INSECT_CONTROL: 30 },
      points: [{ code: 'T1', kind: 'TRAP', location: 'Cuina' }],
      is_configured: true,
    });
    const duplicate = await t.api.put(`/api/ddd-module/${centerId}/configuration`, {
      token: t.admin.token,
      json: {
        points: [
          { code: 'A', kind: 'TRAP' },
          { code: 'A', kind: 'BAIT' },
        ],
      },
    });
    expect(duplicate.status).toBe(400);
    expect(Object.keys(duplicate.body.fields)).toEqual(['points.1.code']);
    const client = await t.api.put(`/api/ddd-module/${centerId}/configuration`, { token: t.client.token, json: {} });
    expect(client.status).toBe(403);
  });
});

describe('pest-control services', () => {
  it('records a service with products and a certificate; the next date follows the configured frequency', async () => {
    const created = await t.api.post('/api/ddd-service', {
      token: t.collaborator.token,
      form: {
        center_id: String(centerId),
        service_date: '2025-04-01',
        treatment_type: 'INSECT_CONTROL',
        products: JSON.stringify([product]),
        points_checked: 'T1',
        incidents: 'Cap',
        safety_period_hours: '12',
        certificate: pdf('cert.pdf', 'certificate'),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      provider_name: 'Plagues Net SL',
      provider_registration_number: 'ROESB 0456-CAT',
      products: [product],
      safety_period_hours: 12,
      next_planned_date: '2025-05-01',
      certificate_name: 'cert.pdf',
      flags: [],
    });
    const download = await t.api.get(created.body.certificate);
    expect(download.bytes.toString()).toContain('certificate');
    const files = await t.api.get(`/api/ddd-module/${centerId}/files`, { token: t.client.token });
    expect(files.body.results).toEqual([
      expect.objectContaining({ service_id: created.body.id, kind: 'CERTIFICATE', file_name: 'cert.pdf' }),
    ]);
  });

  it('accepts but flags a service without registration numbers', async () => {
    const created = await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      json: {
        center_id: centerId,
        service_date: '2025-04-02',
        treatment_type: 'DISINFECTION',
        provider_name: 'Sense registre SL',
        provider_registration_number: null,
        products: [{ name: 'Lleixiu' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.flags).toEqual(['PROVIDER_REGISTRATION_MISSING', 'PRODUCT_REGISTRATION_MISSING']);
  });

  it('lists overdue services: the latest of a treatment whose next date passed', async () => {
    const today = todayInSpain();
    const old = await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      json: {
        center_id: centerId,
        service_date: addDays(today, -200),
        treatment_type: 'LEGIONELLA_PREVENTION',
        next_planned_date: addDays(today, -20),
      },
    });
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    expect(old.body.is_overdue).toBe(true);
    const overdue = await t.api.get(`/api/ddd-service?centerId=${centerId}&overdue=true`, { token: t.client.token });
    expect(overdue.body.results.map((s: { id: number }) => s.id)).toContain(old.body.id);
    // A later service of the same treatment answers the overdue one.
    await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      json: {
        center_id: centerId,
        service_date: addDays(today, -1),
        treatment_type: 'LEGIONELLA_PREVENTION',
        next_planned_date: addDays(today, 90),
      },
    });
    const after = await t.api.get(`/api/ddd-service?centerId=${centerId}&overdue=true`, { token: t.client.token });
    expect(after.body.results.map((s: { id: number }) => s.id)).not.toContain(old.body.id);
  });

  it('keeps a safety period left empty as no period (null), not as 0 hours', async () => {
    const base = { center_id: centerId, service_date: '2025-04-03', treatment_type: 'DISINFECTION', provider_name: 'Plagues Net SL' };
    const viaJson = await t.api.post('/api/ddd-service', { token: t.admin.token, json: { ...base, safety_period_hours: null } });
    expect(viaJson.status, JSON.stringify(viaJson.body)).toBe(201);
    expect(viaJson.body.safety_period_hours).toBeNull();
    const zero = await t.api.post('/api/ddd-service', { token: t.admin.token, json: { ...base, safety_period_hours: 0 } });
    expect(zero.body.safety_period_hours).toBe(0);
    const viaForm = await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      form: { ...base, center_id: String(centerId), safety_period_hours: '' },
    });
    expect(viaForm.status, JSON.stringify(viaForm.body)).toBe(201);
    expect(viaForm.body.safety_period_hours).toBeNull();
    const edited = await t.api.put(`/api/ddd-service/${zero.body.id}`, {
      token: t.admin.token,
      json: { ...base, safety_period_hours: null },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const read = await t.api.get(`/api/ddd-service/${zero.body.id}`, { token: t.client.token });
    expect(read.body.safety_period_hours).toBeNull();
  });

  it('answers 400 naming the field, 415 for a forbidden certificate type, 403 to clients', async () => {
    const bad = [
      [{ service_date: 'yesterday' }, 'service_date'],
      [{ treatment_type: 'FUMIGATION' }, 'treatment_type'],
      [{ products: [{ dose: '1' }] }, 'products.0.name'],
      [{ products: 'not json' }, 'products'],
      [{ safety_period_hours: 'many' }, 'safety_period_hours'],
      [{ next_planned_date: '2025-01-01' }, 'next_planned_date'],
    ] as const;
    for (const [change, field] of bad) {
      const answer = await t.api.post('/api/ddd-service', {
        token: t.admin.token,
        json: { center_id: centerId, service_date: '2025-04-01', treatment_type: 'RODENT_CONTROL', ...change },
      });
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(Object.keys(answer.body.fields), field).toContain(field);
    }
    const script = await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      form: {
        center_id: String(centerId),
        service_date: '2025-04-01',
        treatment_type: 'RODENT_CONTROL',
        certificate: { name: 'x.exe', data: Buffer.from('MZ\x90\x00binary'), type: 'application/octet-stream' },
      },
    });
    expect(script.status).toBe(415);
    expect(Object.keys(script.body.fields)).toEqual(['certificate']);
    const client = await t.api.post('/api/ddd-service', {
      token: t.client.token,
      json: { center_id: centerId, service_date: '2025-04-01', treatment_type: 'RODENT_CONTROL' },
    });
    expect(client.status).toBe(403);
  });

  it('replaces the certificate on edit and deletes a service with its file', async () => {
    const created = await t.api.post('/api/ddd-service', {
      token: t.admin.token,
      form: { center_id: String(centerId), service_date: '2025-05-01', treatment_type: 'RODENT_CONTROL', certificate: pdf('a.pdf') },
    });
    const first = created.body.certificate as string;
    const edited = await t.api.put(`/api/ddd-service/${created.body.id}`, {
      token: t.collaborator.token,
      form: { center_id: String(centerId), service_date: '2025-05-01', treatment_type: 'RODENT_CONTROL', certificate: pdf('b.pdf') },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.certificate_name).toBe('b.pdf');
    expect((await t.api.get(first)).status).toBe(404);
    expect((await t.api.delete(`/api/ddd-service/${created.body.id}`, { token: t.collaborator.token })).status).toBe(204);
    expect((await t.api.get(edited.body.certificate)).status).toBe(404);
  });
});

describe('pest-control report', () => {
  it("downloads the services register as .xlsx in the reader's language, with products, flags and the certificate of each service", async () => {
    const answer = await t.api.get(`/api/ddd-service?centerId=${centerId}&format=xlsx`, {
      token: t.client.token,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/registro-de-servicios-de-control-de-plagas_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx/);
    const { headers, rows } = await readSheet(answer.bytes);
    expect(headers).toEqual([
      'Fecha',
      'Tratamiento',
      'Proveedor',
      'Número de registro (ROESB/ROESP)',
      'Productos utilizados',
      'Puntos revisados',
      'Incidencias encontradas',
      'Plazo de seguridad (horas)',
      'Próxima fecha prevista',
      'Vencido',
      'Certificado',
      'Avisos',
    ]);
    const insects = rows.find((row) => row['Tratamiento'] === 'Desinsectación')!;
    expect(insects).toMatchObject({
      'Productos utilizados': 'Insecticida gel, TP18, 21-30-10000, 0,5 g/m², lote B-77',
      'Plazo de seguridad (horas)': 12,
      Certificado: 'cert.pdf',
    });
    expect(['Sí', 'No']).toContain(insects['Vencido']);
    const unregistered = rows.find((row) => row['Proveedor'] === 'Sense registre SL')!;
    expect(unregistered).toMatchObject({ Tratamiento: 'Desinfección', 'Productos utilizados': 'Lleixiu, sin número de registro' });
    expect(unregistered['Avisos']).toBe('Falta el número de registro del proveedor; Falta el número de registro de un producto');
  });
});
