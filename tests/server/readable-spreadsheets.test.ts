import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSpain } from '../../server/lib/dates';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf } from './support/files';
import { configureCenter, evidencesOf } from './support/legal-module';
import { createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

// The exports a client reads: headers, states, yes/no, sheet and file names in the request's language,
// real dates shown dd/mm/yyyy, a frozen and filtered header row, and the documents export naming the
// evidence, the requirement and the file.
let t: TestApp;
let centerId: number;
const expiry = addDays(todayInSpain(), 10);

beforeAll(async () => {
  t = await startTestApp();
  const branch = await registerBranch(t);
  const enterprise = await createEnterprise(t, 'Indústries Vallès SA', [t.client.id]);
  centerId = (await createCenter(t, enterprise.id, (await createConsultancy(t)).id)).id;
  await configureCenter(t, centerId, branch);
  const [evidence] = await evidencesOf(t, centerId);
  const token = t.admin.token;
  expect(
    (
      await t.api.put(`/api/evidence/${evidence!.id}`, {
        token,
        json: { name: 'Autorización ambiental', state: 'FULFILLED', expiration_date: expiry },
      })
    ).status,
  ).toBe(200);
  const document = await t.api.post('/api/legal-document', {
    token,
    form: {
      name: 'Resolución 2024',
      elaboration_date: '2024-03-01',
      is_valid: 'true',
      evidence_id: String(evidence!.id),
      file: { name: 'resolucion.pdf', data: minimalPdf(), type: 'application/pdf' },
    },
  });
  expect(document.status).toBe(201);
});
afterAll(() => t.close());

async function download(path: string, language: string) {
  const answer = await t.api.get(path, { token: t.client.token, headers: { 'accept-language': language } });
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (header: string, row = 2) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);
  return { fileName: answer.headers.get('content-disposition'), sheet, headers, cell };
}

const FILE_STAMP = '_\\d{4}-\\d{2}-\\d{2}_\\d{4}\\.xlsx"$';

describe('the requirement list export', () => {
  it('in Spanish: translated headers, states, sheet and file names; a real date shown dd/mm/yyyy', async () => {
    const { fileName, sheet, headers, cell } = await download(`/api/evidence?centerId=${centerId}&format=xlsx`, 'es-ES,es;q=0.9');
    expect(fileName).toMatch(new RegExp(`filename="requisitos${FILE_STAMP}`));
    expect(sheet.name).toBe('Requisitos');
    expect(headers).toEqual([
      'Centro',
      'Área',
      'Ámbito legal',
      'Subámbito',
      'Requisito legal',
      'Evidencia',
      'Estado',
      'Fecha de caducidad',
    ]);
    expect(cell('Estado').value).toBe('Cumplida');
    const date = cell('Fecha de caducidad');
    expect(date.value).toEqual(new Date(`${expiry}T00:00:00Z`));
    // A due date: shown dd/mm/yyyy, reading "(vencida)" in red once past (issue 34).
    expect(date.numFmt).toMatch(/^\[Red\]\[<\d+\]dd\/mm\/yyyy" \(vencida\)";dd\/mm\/yyyy$/);
    // The header row stays on screen and filters.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // Widths fit the longest of the header and the values, not one width for all.
    expect(sheet.getColumn(headers.indexOf('Estado') + 1).width).toBeLessThan(sheet.getColumn(headers.indexOf('Evidencia') + 1).width!);
  });

  it('in Catalan the same workbook reads in Catalan', async () => {
    const { fileName, sheet, headers, cell } = await download(`/api/evidence?centerId=${centerId}&format=xlsx`, 'ca');
    expect(fileName).toMatch(new RegExp(`filename="requisits${FILE_STAMP}`));
    expect(sheet.name).toBe('Requisits');
    expect(headers).toContain('Data de caducitat');
    expect(cell('Estat').value).toBe('Complerta');
  });

  it('the about-to-expire list has its own name', async () => {
    const { fileName, sheet, cell } = await download(`/api/evidence/about-to-expire?centerId=${centerId}&format=xlsx`, 'ca');
    expect(fileName).toMatch(new RegExp(`filename="propers-venciments${FILE_STAMP}`));
    expect(sheet.name).toBe('Propers venciments');
    expect(cell('Evidència').value).toBe('Autorización ambiental');
  });
});

describe('the documents export', () => {
  it('names the requirement, the evidence and the file, with yes/no in the language (es)', async () => {
    const { fileName, headers, cell } = await download(`/api/legal-document?centerId=${centerId}&format=xlsx`, 'es');
    expect(fileName).toMatch(new RegExp(`filename="documentos-legales${FILE_STAMP}`));
    expect(headers).toEqual(['Requisito legal', 'Evidencia', 'Nombre', 'Fecha de elaboración', 'Válido', 'Fecha de caducidad', 'Archivo']);
    expect(cell('Evidencia').value).toBe('Autorización ambiental');
    expect(String(cell('Requisito legal').value)).not.toBe('');
    expect(cell('Archivo').value).toBe('resolucion.pdf');
    expect(cell('Válido').value).toBe('Sí');
    expect(cell('Fecha de elaboración').value).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(cell('Fecha de elaboración').numFmt).toBe('dd/mm/yyyy');
  });

  it('and in Catalan', async () => {
    const { fileName, headers, cell } = await download(`/api/legal-document?centerId=${centerId}&format=xlsx`, 'ca');
    expect(fileName).toMatch(new RegExp(`filename="documents-legals${FILE_STAMP}`));
    expect(headers).toEqual(['Requisit legal', 'Evidència', 'Nom', "Data d'elaboració", 'Vàlid', 'Data de caducitat', 'Fitxer']);
    expect(cell('Vàlid').value).toBe('Sí');
  });

  it('the document list names the evidence and carries its expiry', async () => {
    const answer = await t.api.get(`/api/legal-document?centerId=${centerId}`, { token: t.client.token });
    expect(answer.body.results).toEqual([
      expect.objectContaining({ name: 'Resolución 2024', evidence_name: 'Autorización ambiental', expiration_date: expiry }),
    ]);
  });
});
