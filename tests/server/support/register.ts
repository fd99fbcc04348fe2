import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './app';

async function created(promise: ReturnType<TestApp['api']['post']>) {
  const answer = await promise;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number } & Record<string, unknown>;
}

/** One branch of the register through the API: area > ambit > subambit > scope + text > requirement. */
export async function registerBranch(t: TestApp, suffix = '') {
  const token = t.admin.token;
  const area = await created(
    t.api.post('/api/area', { token, form: { name_spanish: `Aguas${suffix}`, name_catalan: `Aigües${suffix}`, order: '1' } }),
  );
  const ambit = await created(
    t.api.post('/api/legal-ambit', {
      token,
      form: { name_spanish: `Vertidos${suffix}`, name_catalan: `Abocaments${suffix}`, order: '1', area_id: String(area.id) },
    }),
  );
  const subambit = await created(
    t.api.post('/api/subambit', {
      token,
      form: {
        name_spanish: `Vertido a colector${suffix}`,
        name_catalan: `Abocament a col·lector${suffix}`,
        order: '1',
        legal_ambit_id: String(ambit.id),
      },
    }),
  );
  const scope = await created(
    t.api.post('/api/legal-scope', {
      token,
      form: { name_spanish: `Cataluña${suffix}`, name_catalan: `Catalunya${suffix}`, scope: 'AUTONOMOUS_COMMUNITY' },
    }),
  );
  const text = await created(
    t.api.post('/api/legal-text', {
      token,
      json: { name: `Decreto 130/2003${suffix}`, texts: ['Art. 5', 'Art. 9'], legal_scope_id: scope.id, subambit_id: subambit.id },
    }),
  );
  const requirement = await created(
    t.api.post('/api/legal-requirement', {
      token,
      form: {
        name_spanish: `Disponer de permiso de vertido${suffix}`,
        name_catalan: `Disposar de permís d'abocament${suffix}`,
        evidence_name_spanish: 'Permiso de vertido',
        evidence_name_catalan: "Permís d'abocament",
        order: '1',
        legal_text_id: String(text.id),
      },
    }),
  );
  return { area, ambit, subambit, scope, text, requirement };
}

/**
 * Reads the first sheet of a downloaded workbook as header-keyed rows. A sheet with a hidden first row (the legal
 * register's import keys, issue 34) is keyed by that row; `labels` are the headers a person reads.
 */
export async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const keyed = Boolean(sheet.getRow(1).hidden);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const labels = keyed ? (sheet.getRow(2).values as unknown[]).slice(1).map(String) : headers;
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number > (keyed ? 2 : 1))
      rows.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1).value ?? undefined])));
  });
  return { headers, labels, keyed, rows };
}

/** Writes header-keyed rows as an .xlsx in memory. */
export async function workbookOf(headers: string[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('register');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
