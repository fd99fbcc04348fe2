import { expect } from 'vitest';
import type { CenterModule } from '../../../contract/modules';
import type { TestApp } from './app';
import { minimalPdf } from './files';

export const pdf = (name = 'document.pdf', text = '') => ({ name, data: Buffer.concat([minimalPdf(), Buffer.from(text)]), type: 'application/pdf' });

export async function activate(t: TestApp, centerId: number, module: CenterModule) {
  const answer = await t.api.post(`/api/${module}-module/${centerId}/state`, { token: t.admin.token, json: { is_active: true } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** An enterprise document (with one version) of the center, the document module switched on. */
export async function enterpriseDocumentFixture(t: TestApp, centerId: number) {
  await activate(t, centerId, 'document');
  const answer = await t.api.post('/api/enterprise-document', {
    token: t.admin.token,
    form: { center_id: String(centerId), name: 'Autorització ambiental', category: 'PERMIT', effective_date: '2024-01-15', expiry_date: '2030-01-15', file: pdf('aai.pdf') },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
}

/** Every row the document, pest-control and indicator modules keep for a center (for the enumerating tests). */
export async function indicatorsFixture(t: TestApp, centerId: number) {
  const document = await enterpriseDocumentFixture(t, centerId);
  return { document };
}
