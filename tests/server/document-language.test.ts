import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../contract/field-kinds';
import { fileStorageOf } from '../../server/app';
import { aspectEvaluations, centers, goodPracticeEvaluations } from '../../server/db/schema';
import { seedDemo } from '../../server/demo/seed';
import { fileStem } from '../../server/lib/spreadsheet';
import { startTestApp, type TestApp } from './support/app';

// Issue 34, item 5: the documents about a center (report, audit pack, bulletin, aspect inventory, good-practice
// guide) are written in the reader's language, not the center's; `language=es|ca` asks for the other, and each file is
// named in the language of its content. The demo's Planta de Sabadell is a Catalan center.

type Language = 'es' | 'ca';
type Catalogue = Record<string, unknown>;
const catalogues = Object.fromEntries(
  ['es', 'ca', 'en'].map((language) => [language, JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as Catalogue]),
);
const word = (language: string, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogues[language]) as string;
const other = (language: Language): Language => (language === 'es' ? 'ca' : 'es');

let t: TestApp;
let token: string;
const ids = { sabadell: 0, santona: 0, inventory: 0, guide: 0 };
const CENTER = 'Planta de Sabadell';
const FROM = '2022-01-01';
const TO = '2026-12-31';
const PERIOD = '2026-01';

beforeAll(async () => {
  t = await startTestApp();
  const logins = await seedDemo(t.database.db, fileStorageOf(t.config, t.database.db));
  const admin = logins.find((login) => login.role === 'admin')!;
  token = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body.access;
  const db = t.database.db;
  const center = async (name: string) => (await db.select({ id: centers.id }).from(centers).where(eq(centers.name, name)))[0]!.id;
  ids.sabadell = await center(CENTER);
  ids.santona = await center('Fábrica de Santoña');
  const [inventory] = await db
    .select({ id: aspectEvaluations.id })
    .from(aspectEvaluations)
    .where(eq(aspectEvaluations.centerId, ids.sabadell))
    .orderBy(asc(aspectEvaluations.id))
    .limit(1);
  ids.inventory = inventory!.id;
  const [guide] = await db
    .select({ id: goodPracticeEvaluations.id })
    .from(goodPracticeEvaluations)
    .where(eq(goodPracticeEvaluations.centerId, ids.sabadell))
    .orderBy(asc(goodPracticeEvaluations.id))
    .limit(1);
  ids.guide = guide!.id;
}, 240_000);
afterAll(() => t.close(), 180_000);

/** The PDF's text, its white space folded to single spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The `filename` of an attachment, without its download time. */
const fileNameOf = (header: string | null) => /filename="([^"]+)"/.exec(header ?? '')?.[1]?.replace(/_\d{4}-\d{2}-\d{2}_\d{4}\./, '.');

interface Download {
  name: string;
  path: (query: string) => string;
  /** The file name (without its time) in a language. */
  fileName: (language: Language) => string;
  /** What the file says in a language: the words read back from it. */
  read: (bytes: Uint8Array) => Promise<string>;
  /** Words only a document in that language holds. */
  words: (language: Language) => string[];
}

const docxText = async (bytes: Uint8Array) => (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
const day = (iso: string) => formatDate(iso).replaceAll('/', '-');

const DOWNLOADS: Download[] = [
  {
    name: 'the center report (PDF)',
    path: (query) => `/api/center/${ids.sabadell}/report?from=${FROM}&to=${TO}${query}`,
    fileName: (language) => `${fileStem(`${word(language, 'centerReport.title')} ${CENTER}`)}.pdf`,
    read: pdfText,
    words: (language) => [word(language, 'centerReport.title')],
  },
  {
    name: 'the audit pack (ZIP: its report and evidence sheet)',
    path: (query) => `/api/center/${ids.sabadell}/audit-pack?from=${FROM}&to=${TO}${query}`,
    fileName: (language) => `${fileStem(`${word(language, 'auditPack.title')} ${CENTER} ${day(FROM)} ${day(TO)}`)}.zip`,
    read: async (bytes) => {
      const zip = await JSZip.loadAsync(bytes);
      const names = Object.keys(zip.files);
      const pdf = names.find((name) => name.endsWith('.pdf') && !name.includes('/'))!;
      const sheet = names.find((name) => name.endsWith('.xlsx') && !name.includes('/'))!;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await zip.file(sheet)!.async('nodebuffer')) as unknown as ArrayBuffer);
      const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).join(' | ');
      return [names.join(' | '), workbook.worksheets[0]!.name, headers, await pdfText(await zip.file(pdf)!.async('uint8array'))].join('\n');
    },
    words: (language) => [
      `${word(language, 'auditPack.zip.report')}.pdf`,
      `${word(language, 'auditPack.zip.evidences')}.xlsx`,
      word(language, 'auditPack.zip.request'),
      word(language, 'centerReport.title'),
    ],
  },
  {
    name: 'the legal bulletin (PDF)',
    path: (query) => `/api/center/${ids.sabadell}/legal-bulletin?period=${PERIOD}${query}`,
    fileName: (language) => `${fileStem(`${word(language, 'legalBulletin.title')} ${CENTER} ${PERIOD}`)}.pdf`,
    read: pdfText,
    words: (language) => [word(language, 'legalBulletin.title')],
  },
  {
    name: 'the aspect inventory (.xlsx)',
    path: (query) => `/api/aspect-evaluations/${ids.inventory}/inventory${query ? `?${query.slice(1)}` : ''}`,
    fileName: (language) => `${fileStem(`${word(language, 'spreadsheet.files.aspect_inventory')} ${ids.inventory}`)}.xlsx`,
    read: async (bytes) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      return [sheet.name, String(sheet.getCell('C1').value), (sheet.getRow(5).values as unknown[]).slice(1).join(' | ')].join('\n');
    },
    words: (language) => [word(language, 'aspects.inventory.title'), word(language, 'aspects.fields.condition')],
  },
  {
    name: 'the good-practice guide (.docx)',
    path: (query) => `/api/good-practice-evaluations/${ids.guide}/guide?withFulfilledFields=false${query}`,
    fileName: (language) => `${fileStem(`${word(language, 'spreadsheet.files.good_practice_guide')} ${ids.guide}`)}.docx`,
    read: docxText,
    words: (language) => [word(language, 'aspects.guide.title'), word(language, 'aspects.fields.practice')],
  },
];

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&apos;');

/** The download in `language`, its words read back and its file name checked, none of the other language's own words. */
async function expectIn(download: Download, language: Language, answer: { status: number; bytes: Uint8Array; headers: Headers }) {
  expect(answer.status).toBe(200);
  expect(fileNameOf(answer.headers.get('content-disposition')), 'named in the language of its content').toBe(download.fileName(language));
  const text = await download.read(answer.bytes);
  for (const expected of download.words(language))
    expect.soft(text.includes(expected) || text.includes(escaped(expected)), expected).toBe(true);
  for (const foreign of download.words(other(language)).filter((text) => !download.words(language).includes(text)))
    expect.soft(text.includes(foreign) || text.includes(escaped(foreign)), `"${foreign}" of the other language`).toBe(false);
}

describe.each(DOWNLOADS)('$name', (download) => {
  it.each(['es', 'ca'] as const)('is written and named in the reader’s language (%s), whatever the center’s', async (language) => {
    const answer = await t.api.get(download.path(''), { token, headers: { 'accept-language': `${language}-ES,${language};q=0.9` } });
    await expectIn(download, language, answer);
  });

  it('is written in the language asked for, over the reader’s', async () => {
    const answer = await t.api.get(download.path('&language=ca'), { token, headers: { 'accept-language': 'es-ES' } });
    await expectIn(download, 'ca', answer);
  });

  it('keeps the center’s language for a caller that names neither Spanish nor Catalan', async () => {
    for (const header of [{}, { 'accept-language': 'en-GB,en;q=0.8' }] as Record<string, string>[])
      await expectIn(download, 'ca', await t.api.get(download.path(''), { token, headers: header }));
  });

  it('answers 400 naming the field for a language it is not written in', async () => {
    for (const wrong of ['en', 'fr', 'ES', '']) {
      const answer = await t.api.get(download.path(`&language=${wrong}`), { token, headers: { 'accept-language': 'es' } });
      expect(answer.status, `language=${wrong}`).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), `language=${wrong}`).toContain('language');
    }
  });
});
