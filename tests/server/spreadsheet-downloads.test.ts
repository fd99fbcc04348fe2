import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criterionName, DEFAULT_METHOD } from '../../contract/aspects';
import { fileStorageOf } from '../../server/app';
import {
  aspectEvaluations,
  centers,
  dedications,
  goodPracticeEvaluations,
  indicators,
  projects,
  tasks,
  users,
} from '../../server/db/schema';
import { seedDemo } from '../../server/demo/seed';
import { fileStem, sheetName } from '../../server/lib/spreadsheet';
import { startTestApp, type TestApp } from './support/app';
import { lookup, sheetProblems, type Language } from './support/spreadsheet-check';

// Issue 23: every download a customer opens speaks the request's language. Each spreadsheet route is
// downloaded from the demo data in Spanish and in Catalan; no cell may be a raw code, a TRUE/FALSE, a date
// or number written as text, and the file, sheet and header names are the catalogue's in that language.

interface Route {
  /** What the test calls it. */
  name: string;
  path: () => string;
  /** Catalogue key of the file and sheet name. */
  title: string;
  /** Told apart in the file name (a month, an id). */
  qualifier?: () => string;
  /** The row of the headers (the inventory has a title block above it). */
  headerRow?: number;
  /** Headers named by the data rather than the catalogue (the evaluation method's criteria). */
  namedHeaders?: (language: Language) => string[];
  /** Catalogue keys of the headers of its due-date columns: a past due date's row says it is overdue. */
  due?: string[];
}

let t: TestApp;
let token: string;
const ids = { sabadell: 0, santona: 0, project: 0, collaborator: 0, indicator: 0, indicatorName: '', inventory: 0, guide: 0, month: '' };

beforeAll(async () => {
  t = await startTestApp();
  const logins = await seedDemo(t.database.db, fileStorageOf(t.config, t.database.db));
  const admin = logins.find((login) => login.role === 'admin')!;
  token = (await t.api.post('/api/login', { json: { email: admin.email, password: admin.password } })).body.access;
  const db = t.database.db;
  const center = async (name: string) => (await db.select({ id: centers.id }).from(centers).where(eq(centers.name, name)))[0]!.id;
  ids.sabadell = await center('Planta de Sabadell');
  ids.santona = await center('Fábrica de Santoña');
  ids.collaborator = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, logins.find((login) => login.role === 'collaborator')!.email))
  )[0]!.id;
  const [worked] = await db
    .select({ project: dedications.projectId, date: dedications.date })
    .from(dedications)
    .where(eq(dedications.userId, ids.collaborator))
    .orderBy(asc(dedications.date))
    .limit(1);
  ids.project = worked!.project;
  ids.month = worked!.date.slice(0, 7);
  const [indicator] = await db
    .select({ id: indicators.id, name: indicators.name })
    .from(indicators)
    .where(eq(indicators.centerId, ids.sabadell))
    .orderBy(asc(indicators.id))
    .limit(1);
  ids.indicator = indicator!.id;
  ids.indicatorName = indicator!.name;
  ids.inventory = (await db.select({ id: aspectEvaluations.id }).from(aspectEvaluations).limit(1))[0]!.id;
  ids.guide = (await db.select({ id: goodPracticeEvaluations.id }).from(goodPracticeEvaluations).limit(1))[0]!.id;
  // The undone-task list needs a task that is not done, the project list a finished one and a charged one.
  expect(await db.$count(tasks)).toBeGreaterThan(0);
  expect(await db.$count(projects)).toBeGreaterThan(1);
}, 240_000);
afterAll(() => t.close(), 180_000);

const ROUTES: Route[] = [
  { name: 'projects', path: () => '/api/project?format=xlsx', title: 'projects' },
  { name: 'undone tasks', path: () => '/api/task/undone', title: 'undone_tasks', due: ['resources.task.fields.due_date'] },
  { name: 'project dedications', path: () => `/api/project/${ids.project}/dedications`, title: 'project_dedications' },
  {
    name: 'worked hours',
    path: () => `/api/project/worked-hours-by-user-resume?startDate=2000-01-01&endDate=2100-12-31&userId=${ids.collaborator}&format=xlsx`,
    title: 'worked_hours',
  },
  {
    name: 'working-time register',
    path: () => `/api/project/working-time-register?month=${ids.month}&userId=${ids.collaborator}&format=xlsx`,
    title: 'working_time',
    qualifier: () => ids.month,
  },
  { name: 'project costs', path: () => '/api/project-cost?format=xlsx', title: 'project_costs' },
  { name: 'project ambits', path: () => '/api/project-ambit?format=xlsx', title: 'project_ambits' },
  { name: 'users', path: () => '/api/user?format=xlsx', title: 'users' },
  {
    name: 'requirements',
    path: () => `/api/evidence?centerId=${ids.sabadell}&format=xlsx`,
    title: 'requirements',
    due: ['resources.evidence.fields.expiration_date'],
  },
  {
    name: 'about to expire',
    path: () => `/api/evidence/about-to-expire?centerId=${ids.santona}&days=3650&format=xlsx`,
    title: 'about_to_expire',
    due: ['resources.evidence.fields.expiration_date'],
  },
  { name: 'legal documents', path: () => '/api/legal-document?format=xlsx', title: 'legal_documents' },
  { name: 'corrective actions', path: () => '/api/action?format=xlsx', title: 'actions' },
  {
    name: 'next collections',
    path: () => `/api/residue-module/${ids.sabadell}/reports/next-collections?format=xlsx`,
    title: 'next_collections',
    due: ['resources.collection-plan.fields.next_collection_date'],
  },
  {
    name: 'expired waste documents',
    path: () => `/api/residue-module/${ids.sabadell}/reports/expired-documents?format=xlsx`,
    title: 'expired_documents',
  },
  {
    name: 'chronological record',
    path: () => `/api/residue-module/${ids.sabadell}/chronological-record?startDate=2000-01-01&endDate=2100-12-31`,
    title: 'chronological_record',
  },
  {
    name: 'indicator measurements',
    path: () => `/api/indicator/${ids.indicator}/measurement?format=xlsx`,
    title: 'indicator_measurements',
    // Named by the indicator (issue 34), its periods real month cells.
    qualifier: () => ids.indicatorName,
  },
  {
    name: 'pest-control services',
    path: () => `/api/ddd-service?centerId=${ids.santona}&format=xlsx`,
    title: 'ddd_services',
    due: ['resources.ddd-service.fields.next_planned_date'],
  },
  { name: 'risks and opportunities', path: () => `/api/risk-opportunity-module/${ids.sabadell}/evaluation?format=xlsx`, title: 'risks' },
  {
    name: 'enterprise documents',
    path: () => `/api/enterprise-document?centerId=${ids.sabadell}&format=xlsx`,
    title: 'enterprise_documents',
    due: ['resources.enterprise-document.fields.expiry_date'],
  },
  { name: 'compliance agenda', path: () => '/api/agenda?until=2100-12-31&format=xlsx', title: 'agenda', due: ['agenda.fields.due_date'] },
  // Readable headers and labels over a hidden row of the import's keys (issue 34).
  { name: 'legal register', path: () => '/api/legal-register/export', title: 'legal_register', headerRow: 2 },
  // Written in the reader's language whatever the center's (Sabadell: Catalan), issue 34.
  {
    name: 'aspect inventory',
    path: () => `/api/aspect-evaluations/${ids.inventory}/inventory`,
    title: 'aspect_inventory',
    qualifier: () => String(ids.inventory),
    headerRow: 5,
    namedHeaders: (language) => DEFAULT_METHOD.criteria.map((criterion) => criterionName(criterion, language)),
  },
];
/**
 * `sendSpreadsheet(` call sites the routes above cover (evidences serve two routes; the resource factory's one serves project
 * costs, project ambits, corrective actions and pest-control services).
 */
const COVERED_CALL_SITES = 17;

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    return statSync(file).isDirectory() ? sourcesUnder(file) : file.endsWith('.ts') ? [file] : [];
  });

describe('the list of spreadsheet downloads', () => {
  it('covers every sendSpreadsheet call site in server/ (a new export must be added here)', () => {
    const sites = sourcesUnder('server').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\bsendSpreadsheet(<[^>]*>)?\(/.test(line) && !/function sendSpreadsheet/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(sites, sites.join('\n')).toHaveLength(COVERED_CALL_SITES);
  });
});

/** Today in Spain, as the server counts days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

for (const language of ['es', 'ca'] as const) {
  describe(`every spreadsheet download in ${language === 'es' ? 'Spanish' : 'Catalan'}`, () => {
    for (const route of ROUTES) {
      it(route.name, async () => {
        const answer = await t.api.get(route.path(), { token, headers: { 'accept-language': language } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const title = lookup(language, `spreadsheet.files.${route.title}`);
        expect(title, 'the title is translated').toBeTruthy();
        expect.soft(title).not.toBe(lookup('en', `spreadsheet.files.${route.title}`));
        const stem = fileStem(route.qualifier ? `${title} ${route.qualifier()}` : title);
        // Soft: a wrong name still lets the cells be checked and reported.
        expect
          .soft(answer.headers.get('content-disposition'))
          .toMatch(new RegExp(`^attachment; filename="${stem}_\\d{4}-\\d{2}-\\d{2}_\\d{4}\\.xlsx"$`));
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        // The inventory's sheet is named apart from its file.
        const sheetTitle = route.name === 'aspect inventory' ? 'aspects.inventory.sheet' : `spreadsheet.files.${route.title}`;
        expect.soft(sheet.name).toBe(sheetName(lookup(language, sheetTitle)));
        const headerRow = route.headerRow ?? 1;
        expect(sheet.rowCount, 'the demo data fills the sheet').toBeGreaterThan(headerRow);
        const problems = sheetProblems(sheet, {
          language,
          title: lookup(language, sheetTitle),
          englishTitle: lookup('en', sheetTitle),
          headerRow,
          namedHeaders: route.namedHeaders?.(language),
          dueHeaders: route.due?.map((key) => lookup(language, key)),
          today: today(),
        });
        expect(problems).toEqual([]);
      });
    }

    it('the good-practice guide (.docx) is named in its language too', async () => {
      const answer = await t.api.get(`/api/good-practice-evaluations/${ids.guide}/guide`, {
        token,
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(200);
      // Written in the reader's language, whatever the center's (Sabadell: Catalan), issue 34.
      const stem = fileStem(`${lookup(language, 'spreadsheet.files.good_practice_guide')} ${ids.guide}`);
      expect(answer.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${stem}_\\d{4}-\\d{2}-\\d{2}_\\d{4}\\.docx"$`),
      );
    });
  });
}
