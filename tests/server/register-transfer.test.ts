import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../contract/field-kinds';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/paging';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf } from './support/files';
import { readSheet, registerBranch, workbookOf } from './support/register';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (data: Buffer, dryRun = false, language?: string) =>
  t.api.post('/api/legal-register/import', {
    token: t.admin.token,
    ...(language ? { headers: { 'accept-language': language } } : {}),
    form: { file: { name: 'register.xlsx', data, type: XLSX }, ...(dryRun ? { dry_run: 'true' } : {}) },
  });
const exportRegister = async (language = 'es') => {
  const answer = await t.api.get('/api/legal-register/export', { token: t.admin.token, headers: { 'accept-language': language } });
  expect(answer.headers.get('content-type')).toBe(SPREADSHEET_CONTENT_TYPE);
  return { ...(await readSheet(answer.bytes)), bytes: answer.bytes };
};
const catalogues = Object.fromEntries(
  ['es', 'ca', 'en'].map((language) => [language, JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8'))]),
);
const count = async (path: string) => (await t.api.get(`/api/${path}?pageSize=1`, { token: t.admin.token })).body.count as number;

/** The register's columns before issue 36: a file with only these still imports, keeping the texts' identities. */
const PLAIN_HEADERS = [
  'area_es',
  'area_ca',
  'area_order',
  'legal_ambit_es',
  'legal_ambit_ca',
  'legal_ambit_order',
  'subambit_es',
  'subambit_ca',
  'subambit_order',
  'scope_kind',
  'scope_es',
  'scope_ca',
  'legal_text',
  'legal_text_articles',
  'requirement_id',
  'requirement_es',
  'requirement_ca',
  'evidence_es',
  'evidence_ca',
  'requirement_order',
];
// A legal text's identity (issue 36), after its articles.
const IDENTITY_HEADERS = [
  'legal_text_bulletin',
  'legal_text_reference',
  'legal_text_eli',
  'legal_text_publication_date',
  'legal_text_effective_date',
  'legal_text_state',
  'legal_text_state_date',
  'legal_text_changed_by',
  'legal_text_consolidated_url',
];
const at = PLAIN_HEADERS.indexOf('legal_text_articles') + 1;
const HEADERS = [...PLAIN_HEADERS.slice(0, at), ...IDENTITY_HEADERS, ...PLAIN_HEADERS.slice(at)];
const residueRow = (requirement: string, order: number) => ({
  area_es: 'Residuos',
  area_ca: 'Residus',
  area_order: 2,
  legal_ambit_es: 'Residuos peligrosos',
  legal_ambit_ca: 'Residus perillosos',
  legal_ambit_order: 1,
  subambit_es: 'Almacenamiento',
  subambit_ca: 'Emmagatzematge',
  subambit_order: 1,
  scope_kind: 'NATIONAL_AND_EUROPEAN',
  scope_es: 'Estatal',
  scope_ca: 'Estatal',
  legal_text: 'Ley 7/2022',
  legal_text_articles: 'Art. 18\nArt. 21',
  legal_text_bulletin: 'BOE',
  legal_text_reference: 'BOE-A-2022-5809',
  legal_text_eli: 'https://www.boe.es/eli/es/l/2022/04/08/7',
  legal_text_publication_date: '2022-04-09',
  legal_text_effective_date: '2022-04-10',
  legal_text_state: 'IN_FORCE',
  requirement_es: requirement,
  requirement_ca: `${requirement} (ca)`,
  evidence_es: 'Registro',
  evidence_ca: 'Registre',
  requirement_order: order,
});

describe('POST /api/legal-register/import', () => {
  it('previews with dry_run without writing, then imports in one go', async () => {
    const file = await workbookOf(HEADERS, [residueRow('Almacenar menos de 6 meses', 1), residueRow('Etiquetar los envases', 2)]);
    const preview = await upload(file, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dry_run: true,
      rows: 2,
      summary: { areas: { created: 1 }, legal_texts: { created: 1 }, legal_requirements: { created: 2 } },
    });
    expect(await count('legal-requirement')).toBe(0);
    const imported = await upload(file);
    expect(imported.body).toMatchObject({
      dry_run: false,
      summary: { legal_scopes: { created: 1 }, legal_requirements: { created: 2, updated: 0 } },
    });
    const requirements = (await t.api.get('/api/legal-requirement?searchText=envases', { token: t.admin.token })).body.results;
    expect(requirements[0]).toMatchObject({
      name_catalan: 'Etiquetar los envases (ca)',
      order: 2,
      area: { name: 'Residuos' },
      legal_text: { name: 'Ley 7/2022' },
    });
    const text = (await t.api.get(`/api/legal-text/${requirements[0].legal_text.id}`, { token: t.admin.token })).body;
    expect(text.texts).toEqual(['Art. 18', 'Art. 21']);
    expect(text).toMatchObject({
      bulletin: 'BOE',
      official_reference: 'BOE-A-2022-5809',
      eli_url: 'https://www.boe.es/eli/es/l/2022/04/08/7',
      publication_date: '2022-04-09',
      effective_date: '2022-04-10',
      state: 'IN_FORCE',
      state_date: null,
    });
  });

  it('round-trips: an export imports back with nothing changed, and an edited cell updates only that record', async () => {
    await registerBranch(t);
    const exported = await exportRegister();
    expect(exported.headers).toEqual(HEADERS);
    const again = await upload(await workbookOf(HEADERS, exported.rows));
    const summary = again.body.summary;
    for (const level of Object.values(summary) as { created: number; updated: number }[])
      expect(level).toMatchObject({ created: 0, updated: 0 });
    const edited = exported.rows.map((row) =>
      row.requirement_es === 'Disponer de permiso de vertido' ? { ...row, requirement_ca: 'Tenir permís d’abocament vigent' } : row,
    );
    const update = await upload(await workbookOf(HEADERS, edited));
    expect(update.body.summary.legal_requirements).toMatchObject({ created: 0, updated: 1 });
    const changed = (await t.api.get('/api/legal-requirement?searchText=permiso%20de%20vertido', { token: t.admin.token })).body.results[0];
    expect(changed.name_catalan).toBe('Tenir permís d’abocament vigent');
  });

  it('reads in the reader’s language: readable headers over a hidden row of the import’s keys, labels for codes (issue 34)', async () => {
    for (const language of ['es', 'ca'] as const) {
      const exported = await exportRegister(language);
      expect(exported.keyed, 'the keys row is hidden').toBe(true);
      expect(exported.headers).toEqual(HEADERS);
      const words = catalogues[language].legalRegister;
      expect(exported.labels).toEqual(HEADERS.map((key) => words.migration.columns[key]));
      const row = exported.rows.find((r) => r.legal_text === 'Ley 7/2022')!;
      expect(row).toMatchObject({
        scope_kind: words.scope_kinds.NATIONAL_AND_EUROPEAN,
        legal_text_state: catalogues[language].legalChanges.state.IN_FORCE,
        legal_text_bulletin: 'BOE',
      });
      expect(row.scope_kind).not.toMatch(/[A-Z]_[A-Z]/);
    }
  });

  it('imports back the file as it is downloaded, in either language, and a file whose row of keys was removed', async () => {
    for (const language of ['es', 'ca'] as const) {
      const exported = await exportRegister(language);
      const again = await upload(exported.bytes as Buffer);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      for (const level of Object.values(again.body.summary) as { created: number; updated: number }[])
        expect(level).toMatchObject({ created: 0, updated: 0 });
      const readable = await upload(
        await workbookOf(
          exported.labels,
          exported.rows.map((row) => Object.fromEntries(exported.headers.map((key, i) => [exported.labels[i]!, row[key]]))),
        ),
      );
      expect(readable.status, JSON.stringify(readable.body)).toBe(200);
      for (const level of Object.values(readable.body.summary) as { created: number; updated: number }[])
        expect(level).toMatchObject({ created: 0, updated: 0 });
    }
  });

  it('round-trips a text’s identity, updates it from an edited cell, and keeps it when a file has no identity columns', async () => {
    const exported = await exportRegister();
    const row = exported.rows.find((r) => r.legal_text === 'Ley 7/2022')!;
    expect(row).toMatchObject({ legal_text_bulletin: 'BOE', legal_text_reference: 'BOE-A-2022-5809' });
    // Dates are real date cells, shown dd/mm/yyyy.
    expect(formatDate(row.legal_text_publication_date)).toBe('09/04/2022');
    const repealed = exported.rows.map((r) =>
      r.legal_text === 'Ley 7/2022'
        ? { ...r, legal_text_state: 'PARTIALLY_REPEALED', legal_text_state_date: '2024-05-01', legal_text_changed_by: 'Ley 1/2024' }
        : r,
    );
    const update = await upload(await workbookOf(HEADERS, repealed));
    expect(update.body.summary.legal_texts).toMatchObject({ created: 0, updated: 1 });
    const plain = await upload(await workbookOf(PLAIN_HEADERS, exported.rows));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.summary.legal_texts).toMatchObject({ created: 0, updated: 0 });
    const texts = (await t.api.get('/api/legal-text?searchText=Ley%207%2F2022', { token: t.admin.token })).body.results;
    expect(texts[0]).toMatchObject({ state: 'PARTIALLY_REPEALED', state_date: '2024-05-01', changed_by_text: 'Ley 1/2024' });
  });

  it('checks a text’s identity cells as the text’s routes do', async () => {
    const answer = await upload(
      await workbookOf(HEADERS, [
        { ...residueRow('Bad reference', 1), legal_text: 'Ley nueva', legal_text_reference: 'BOE-2022-1' },
        { ...residueRow('Bad date', 1), legal_text: 'Ley nueva 2', legal_text_reference: undefined, legal_text_effective_date: 'ayer' },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.rows.map((r: { row: number; column: string }) => [r.row, r.column])).toEqual([
      [2, 'legal_text_reference'],
      [3, 'legal_text_effective_date'],
    ]);
  });

  it('writes nothing when any row is wrong, and says which row, column and problem', async () => {
    const before = await count('legal-requirement');
    const file = await workbookOf(HEADERS, [
      residueRow('Fine row', 1),
      { ...residueRow('Bad order', 1), requirement_order: 'first' },
      { ...residueRow('Bad scope', 1), scope_kind: 'GLOBAL', evidence_es: undefined },
      { ...residueRow('Unknown id', 1), requirement_id: 999999 },
    ]);
    const answer = await upload(file);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('import_invalid');
    expect(answer.body.rows).toEqual([
      { row: 3, column: 'requirement_order', problem: '"first" is not a whole number from 0 upwards.' },
      { row: 4, column: 'evidence_es', problem: 'This cell is required on this row.' },
      { row: 4, column: 'scope_kind', problem: '"GLOBAL" is not one of: National and European, Autonomous community, Local.' },
      { row: 5, column: 'requirement_id', problem: 'There is no legal requirement with id "999999"; leave the cell empty to create one.' },
    ]);
    expect(await count('legal-requirement')).toBe(before);
  });

  it('names missing header columns as problems of row 1', async () => {
    const answer = await upload(await workbookOf(['area_es', 'area_ca'], [{ area_es: 'X', area_ca: 'X' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.rows[0]).toEqual({ row: 1, column: 'area_order', problem: 'This column is missing from the header row.' });
  });

  // Issue 34: the migration page shows these problems to a Spanish or Catalan admin, each where the file shows it.
  it('words every kind of problem in the reader’s language, with the choices as the file shows them and no English', async () => {
    const ENGLISH =
      /\b(This|There is|is not|one of|required|missing|column|cell|row|sheet|longer|characters|whole|number|not a date|National|Autonomous|In force|Repealed|bulletin|must)\b/i;
    const RAW_CODE = /[A-Z_]{5,}|[a-z]+_[a-z]+/;
    const before = await count('legal-requirement');
    const rows = await workbookOf(HEADERS, [
      { ...residueRow('Orden', 1), requirement_order: 'primero' },
      { ...residueRow('Ámbito', 1), scope_kind: 'Mundial', evidence_es: undefined },
      { ...residueRow('Identificador', 1), requirement_id: 999999 },
      { ...residueRow('á'.repeat(501), 1), requirement_ca: 'Llarg' },
      { ...residueRow('Fecha', 1), legal_text: 'Ley nueva', legal_text_effective_date: 'ayer' },
      { ...residueRow('Estado', 1), legal_text: 'Ley nueva 2', legal_text_state: 'En vigor', legal_text_state_date: '2023-01-01' },
      { ...residueRow('Boletín', 1), legal_text: 'Ley nueva 3', legal_text_bulletin: 'Gaceta' },
      { ...residueRow('Referencia', 1), legal_text: 'Ley nueva 4', legal_text_reference: 'BOE-2022-1' },
    ]);
    const header = await workbookOf(['area_es', 'area_ca'], [{ area_es: 'Agua', area_ca: 'Aigua' }]);
    const empty = await workbookOf(HEADERS, []);
    const expected = {
      es: {
        detail: 'El archivo tiene 9 problemas; no se ha importado nada.',
        scope: '«Mundial» no es ninguna de estas opciones: Nacional y europeo, Comunidad autónoma, Local.',
        state: '«En vigor» no es ninguna de estas opciones: Vigente, Derogado parcialmente, Derogado.',
        missing: 'Falta esta columna en la fila de encabezados.',
        empty: 'La hoja no tiene filas que importar.',
      },
      ca: {
        detail: 'El fitxer té 9 problemes; no s’ha importat res.',
        scope: '«Mundial» no és cap d’aquestes opcions: Nacional i europeu, Comunitat autònoma, Local.',
        state: '«En vigor» no és cap d’aquestes opcions: Vigent, Derogat parcialment, Derogat.',
        missing: 'Falta aquesta columna a la fila de capçaleres.',
        empty: 'El full no té files per importar.',
      },
    };
    for (const language of ['es', 'ca'] as const) {
      const answer = await upload(rows, false, language);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(expected[language].detail);
      const problems = answer.body.rows as { row: number; column: string; problem: string }[];
      expect(problems.map(({ row, column }) => [row, column])).toEqual([
        [2, 'requirement_order'],
        [3, 'evidence_es'],
        [3, 'scope_kind'],
        [4, 'requirement_id'],
        [5, 'requirement_es'],
        [6, 'legal_text_effective_date'],
        [7, 'legal_text_state'],
        [8, 'legal_text_bulletin'],
        [9, 'legal_text_reference'],
      ]);
      expect(problems.find((p) => p.column === 'scope_kind')!.problem).toBe(expected[language].scope);
      expect(problems.find((p) => p.column === 'legal_text_state')!.problem).toBe(expected[language].state);
      expect(problems.find((p) => p.column === 'legal_text_bulletin')!.problem).toContain('DOGC');
      const missing = await upload(header, false, language);
      expect(missing.body.rows[0]).toEqual({ row: 1, column: 'area_order', problem: expected[language].missing });
      const none = await upload(empty, false, language);
      expect(none.body.rows).toEqual([{ row: 2, column: 'area_es', problem: expected[language].empty }]);
      const said = [...problems, ...missing.body.rows, ...none.body.rows].map((p: { problem: string }) => p.problem);
      expect(said.filter((text) => ENGLISH.test(text) || RAW_CODE.test(text))).toEqual([]);
    }
    const es = (await upload(rows, false, 'es')).body.rows as { problem: string }[];
    const ca = (await upload(rows, false, 'ca')).body.rows as { problem: string }[];
    expect(es.filter((p, i) => p.problem === ca[i]!.problem)).toEqual([]);
    expect(await count('legal-requirement')).toBe(before);
  });

  it('refuses a file that is not a workbook with 415, and a missing file with 400', async () => {
    const pdf = await upload(minimalPdf());
    expect(pdf.status).toBe(415);
    expect(pdf.body.fields).toHaveProperty('file');
    const zipButNotXlsx = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    expect(zipButNotXlsx.status).toBe(415);
    const missing = await t.api.post('/api/legal-register/import', { token: t.admin.token, form: { dry_run: 'true' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('file');
  });

  it('is for admins only', async () => {
    expect((await t.api.get('/api/legal-register/export', { token: t.collaborator.token })).status).toBe(403);
  });
});
