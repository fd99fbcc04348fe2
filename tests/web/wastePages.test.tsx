import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigurationPage,
  ExpiredDocumentsPage,
  FileManagementPage,
  NextCollectionsPage,
} from '../../src/custom-pages/waste-module/ReportPages';
import LegalClockPage, { AllCentersClockPage } from '../../src/custom-pages/waste-module/LegalClockPage';
import {
  CollectionEditPage,
  CollectionHistoryPage,
  IdentificationPage,
  IncidenceEditPage,
  PlanEditPage,
} from '../../src/custom-pages/waste-module/WastePages';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { apiClient } from '../../src/dataProvider';
import { installFakeApi, json, type ReceivedRequest } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';
import { authProviderFor } from './support/authProviderFor';

// The pages load the center, then their own answer; on a busy machine that takes a moment.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const CENTER = { id: 4, name: 'Planta Rubí' };
const MODULE = '/center/residue-module/:centerId';
const CARRIERS = [
  { id: 1, name: 'Transports Vallès' },
  { id: 2, name: 'Recollides Garraf' },
];
const MANAGERS = [{ id: 3, name: 'Gestió Penedès' }];

// Access as the app decides it: react-admin's Edit and Show pages ask canAccess before they render.
const authFor = (role: 'admin' | 'collaborator' | 'client'): AuthProvider => authProviderFor(role);

const PLAN = { id: 8, residue: { id: 5, ler_code: '13 02 05*', name: 'Waste mineral oil' }, treatment: { type: 'R9' } };
const COLLECTION = {
  id: 12,
  center_id: 4,
  collection_plan_id: 8,
  residue: PLAN.residue,
  date: '2026-11-10',
  quantity: '120.000',
  unit: 'kg',
  accepted_quantity: '118.000',
  refused_quantity: '2.000',
  collection_document_number: 'DI-0001',
  collection_document: null,
  delivery_note: null,
  observations: null,
  incidence_count: 0,
  documents: { collection_document: 'missing', delivery_note: 'not_needed' },
};
const byResource: Record<string, { id: number }[]> = {
  'residue-carrier': CARRIERS,
  'residue-manager': MANAGERS,
  'collection-plan': [PLAN],
  'residue-collection': [COLLECTION],
};
// The module's own routes go through the app's data provider to the fake API; the resources answer from memory.
const dataProvider = {
  ...createDataProvider(apiClient),
  getOne: async (resource: string, { id }: { id: number }) => ({
    data: (byResource[resource] ?? [CENTER]).find((row) => String(row.id) === String(id)) ?? CENTER,
  }),
  getList: async (resource: string) => {
    const rows = resource === 'incidence' ? [] : (byResource[resource] ?? []);
    return { data: rows, total: rows.length };
  },
  getMany: async (resource: string, { ids }: { ids: number[] }) => ({
    data: (byResource[resource] ?? []).filter((row) => ids.map(Number).includes(row.id)),
  }),
  getHistory: async () => ({ changes: [], total: 0 }),
  update: async (_resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => {
    updates.push(data);
    return { data: { ...data, id } };
  },
} as unknown as DataProvider;
/** What the edit pages saved, in order. */
const updates: Record<string, unknown>[] = [];

/** Renders one page of the module at `url`, the API answering `answers[pathname]` (404 otherwise). */
const renderPage = async (
  Page: ComponentType,
  route: string,
  url: string,
  answers: Record<string, unknown>,
  role: 'admin' | 'collaborator' | 'client' = 'admin',
  locale: 'en' | 'es_ES' = 'en',
) => {
  const received = installFakeApi((request) => {
    const answer = answers[request.url.pathname];
    if (request.url.searchParams.get('format') === 'xlsx' || request.url.pathname.endsWith('/chronological-record')) {
      return new Response('xlsx', {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="report.xlsx"',
        },
      });
    }
    return answer === undefined
      ? json(404, { detail: 'Not found.', code: 'not_found' })
      : json(200, typeof answer === 'function' ? answer(request) : answer);
  });
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <Admin dataProvider={dataProvider} authProvider={authFor(role)} i18nProvider={await testI18nProvider(locale)}>
        <CustomRoutes>
          <Route path={route} element={<Page />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return received;
};

const rowsOf = async (table: string) =>
  within(await screen.findByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);
const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Due dates are read against today: the tests' today is the clock's as_of, 24/11/2026 (only Date is faked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('next collections report', () => {
  const nextCollections = {
    count: 2,
    results: [
      {
        plan_id: 8,
        next_collection_date: '2026-12-01',
        last_collection_date: '2026-11-01',
        ler_code: '13 02 05*',
        residue: 'Waste mineral oil',
        carrier: 'Transports Vallès',
        manager: 'Gestió Penedès',
        collection_frequency: 30,
      },
      {
        plan_id: 9,
        next_collection_date: '2027-01-15',
        last_collection_date: null,
        ler_code: '20 01 01',
        residue: 'Paper and cardboard',
        carrier: null,
        manager: null,
        collection_frequency: 90,
      },
    ],
  };

  it("lists each plan's next collection, soonest first, each residue a link to its plan, and downloads the workbook", async () => {
    const received = await renderPage(
      NextCollectionsPage,
      `${MODULE}/reports/next-collections`,
      '/center/residue-module/4/reports/next-collections',
      { '/api/residue-module/4/reports/next-collections': nextCollections },
    );
    const rows = await rowsOf('Next collections');
    expect(rows.map(texts)).toEqual([
      ['7 days left · 01/12/2026', '13 02 05*', 'Waste mineral oil', 'Transports Vallès', 'Gestió Penedès', '01/11/2026', '30'],
      ['15/01/2027', '20 01 01', 'Paper and cardboard', '', '', '—', '90'],
    ]);
    // Within the week's reminder the date is amber; further ahead it is the plain date.
    expect(within(rows[0]!).getByText('7 days left · 01/12/2026').closest('[data-due]')).toHaveAttribute('data-due', 'soon');
    expect(within(rows[0]!).getByRole('link', { name: 'Waste mineral oil' })).toHaveAttribute(
      'href',
      '/center/residue-module/4/collection-plan/8',
    );

    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(received.some((request) => request.url.searchParams.get('format') === 'xlsx')).toBe(true));
    const download = received.find((request) => request.url.searchParams.get('format') === 'xlsx')!;
    expect(download.url.pathname).toBe('/api/residue-module/4/reports/next-collections');
  });

  it('marks a next collection already past as overdue, in red', async () => {
    await renderPage(NextCollectionsPage, `${MODULE}/reports/next-collections`, '/center/residue-module/4/reports/next-collections', {
      '/api/residue-module/4/reports/next-collections': {
        count: 1,
        results: [{ ...nextCollections.results[0], next_collection_date: '2026-04-20' }],
      },
    });
    const rows = await rowsOf('Next collections');
    expect(texts(rows[0]!)[0]).toBe('Overdue · 20/04/2026');
    expect(within(rows[0]!).getByText('Overdue · 20/04/2026').closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
  });

  it('says so when no plan has a next collection', async () => {
    await renderPage(NextCollectionsPage, `${MODULE}/reports/next-collections`, '/center/residue-module/4/reports/next-collections', {
      '/api/residue-module/4/reports/next-collections': { count: 0, results: [] },
    });
    expect(await screen.findByText('No current plan has a next collection.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('expired documents report', () => {
  it('lists missing and expired documents and expired authorisations, or says none is', async () => {
    await renderPage(ExpiredDocumentsPage, `${MODULE}/reports/expired-documents`, '/center/residue-module/4/reports/expired-documents', {
      '/api/residue-module/4/reports/expired-documents': {
        count: 2,
        results: [
          {
            plan_id: 8,
            ler_code: '13 02 05*',
            residue: 'Waste mineral oil',
            document: 'previous_notification',
            state: 'missing',
            party: null,
          },
          {
            plan_id: 8,
            ler_code: '13 02 05*',
            residue: 'Waste mineral oil',
            document: 'manager_authorisation',
            state: 'expired',
            party: 'Gestió Penedès',
          },
        ],
      },
    });
    const rows = await rowsOf('Expired documents');
    expect(rows.map(texts)).toEqual([
      ['13 02 05*', 'Waste mineral oil', 'Prior notification (NT)', 'missing', ''],
      ['13 02 05*', 'Waste mineral oil', "Manager's authorisation", 'expired', 'Gestió Penedès'],
    ]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  });

  it('says every document is in order when none is missing', async () => {
    await renderPage(ExpiredDocumentsPage, `${MODULE}/reports/expired-documents`, '/center/residue-module/4/reports/expired-documents', {
      '/api/residue-module/4/reports/expired-documents': { count: 0, results: [] },
    });
    expect(await screen.findByText('No document is missing or expired.')).toBeVisible();
  });
});

describe('legal clock', () => {
  const clock = {
    as_of: '2026-11-24',
    count: 2,
    overdue: 1,
    results: [
      {
        kind: 'storage_limit',
        due_date: '2026-10-02',
        days_left: -53,
        overdue: true,
        plan_id: 8,
        residue: '13 02 05* Waste mineral oil',
        party: null,
      },
      { kind: 'yearly_report', due_date: '2027-02-28', days_left: 96, overdue: false, plan_id: null, residue: null, party: null },
    ],
  };

  it('lists the obligations soonest first, the overdue ones in red with their count', async () => {
    await renderPage(LegalClockPage, `${MODULE}/legal-clock`, '/center/residue-module/4/legal-clock', {
      '/api/residue-module/4/legal-clock': clock,
    });
    const rows = await rowsOf('Legal clock');
    // One cell says the date and the days in words: no column of bare numbers ("-53") beside it.
    expect(rows.map(texts)).toEqual([
      ['Overdue by 53 days · 02/10/2026', 'Storage limit since the first deposit', '13 02 05* Waste mineral oil'],
      ['96 days left · 28/02/2027', 'Yearly waste report', ''],
    ]);
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(within(rows[0]!).getByText('Overdue by 53 days · 02/10/2026').closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
    expect(getComputedStyle(within(rows[0]!).getAllByRole('cell')[0]!).color).not.toBe(
      getComputedStyle(within(rows[1]!).getAllByRole('cell')[0]!).color,
    );
    expect(rows[1]).not.toHaveAttribute('data-overdue');
    expect(screen.getByText('1 overdue obligation')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: '13 02 05* Waste mineral oil' })).toHaveAttribute(
      'href',
      '/center/residue-module/4/collection-plan/8',
    );
  });

  it('says in Spanish how long ago an obligation fell due and how many days are left, never a negative number', async () => {
    await renderPage(
      LegalClockPage,
      `${MODULE}/legal-clock`,
      '/center/residue-module/4/legal-clock',
      {
        '/api/residue-module/4/legal-clock': {
          ...clock,
          count: 3,
          results: [
            { ...clock.results[0], due_date: '2025-04-08', days_left: -230 },
            { ...clock.results[1], kind: 'prior_notification', due_date: '2026-11-24', days_left: 0 },
            clock.results[1],
          ],
        },
      },
      'admin',
      'es_ES',
    );
    const rows = await rowsOf('Calendario legal');
    expect(rows.map((row) => texts(row)[0])).toEqual([
      'Vencida hace 230 días · 08/04/2025',
      'Vence hoy · 24/11/2026',
      'Quedan 96 días · 28/02/2027',
    ]);
    expect(screen.getByRole('table', { name: 'Calendario legal' })).not.toHaveTextContent(/-\d/);
    expect(screen.queryByRole('columnheader', { name: 'Días restantes' })).toBeNull();
  });

  it('says so when the data implies no dated obligation', async () => {
    await renderPage(LegalClockPage, `${MODULE}/legal-clock`, '/center/residue-module/4/legal-clock', {
      '/api/residue-module/4/legal-clock': { as_of: '2026-11-24', count: 0, overdue: 0, results: [] },
    });
    expect(await screen.findByText('No dated obligations.')).toBeVisible();
    expect(screen.queryByText(/overdue obligation/)).toBeNull();
  });

  it('of all centers names the center of each obligation, a link to its own clock', async () => {
    await renderPage(AllCentersClockPage, '/waste-legal-clock', '/waste-legal-clock', {
      '/api/residue-module/legal-clock': {
        ...clock,
        centers: 2,
        results: [
          { ...clock.results[0], center_id: 4, center: CENTER },
          { ...clock.results[1], center_id: 6, center: { id: 6, name: 'Magatzem Sabadell' } },
        ],
      },
    });
    const rows = await rowsOf('Legal clock');
    expect(within(rows[0]!).getByRole('link', { name: 'Planta Rubí' })).toHaveAttribute('href', '/center/residue-module/4/legal-clock');
    expect(within(rows[1]!).getByRole('link', { name: 'Magatzem Sabadell' })).toHaveAttribute(
      'href',
      '/center/residue-module/6/legal-clock',
    );
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
  });

  it('of all centers shows its horizon, widens it 90 days at a time and pages a long list', async () => {
    const answerFor = (request: ReceivedRequest) => {
      const until = request.url.searchParams.get('until') ?? '2027-02-22';
      const page = Number(request.url.searchParams.get('page') ?? 1);
      return {
        ...clock,
        until,
        centers: 2,
        count: 150,
        overdue: 1,
        next: page === 1 ? '/api/residue-module/legal-clock?page=2' : null,
        previous: page === 1 ? null : '/api/residue-module/legal-clock?page=1',
        results: [{ ...clock.results[page === 1 ? 0 : 1], center_id: 4, center: CENTER }],
      };
    };
    const received = await renderPage(AllCentersClockPage, '/waste-legal-clock', '/waste-legal-clock', {
      '/api/residue-module/legal-clock': answerFor,
    });
    expect(await screen.findByText('Until 22/02/2027')).toBeVisible();
    expect(received[0]!.url.searchParams.get('until')).toBeNull();
    expect(received[0]!.url.searchParams.get('pageSize')).toBe('100');
    expect(screen.getByText('1–100 of 150')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Widen by 90 days' }));
    // 2027-02-22 + 90 days: 6 days of February, 31 of March, 30 of April, 23 of May.
    expect(await screen.findByText('Until 23/05/2027')).toBeVisible();
    expect(received.at(-1)!.url.searchParams.get('until')).toBe('2027-05-23');
    expect(received.at(-1)!.url.searchParams.get('page')).toBe('1');

    await screen.findByText('1–100 of 150');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(received.at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(received.at(-1)!.url.searchParams.get('until')).toBe('2027-05-23');
    expect(await screen.findByText('101–150 of 150')).toBeVisible();
    const rows = await rowsOf('Legal clock');
    expect(texts(rows[0]!)[0]).toBe('96 days left · 28/02/2027');
  });
});

describe('file management', () => {
  const file = (kind: string, name: string, extra: Record<string, unknown> = {}) => ({
    kind,
    url: `/api/files/${name}?sig=1`,
    name,
    content_type: 'application/pdf',
    size: 2048,
    uploaded_at: '2026-11-01T10:00:00Z',
    date: '2026-11-01',
    residue: { id: 5, ler_code: '13 02 05*', name: 'Waste mineral oil' },
    collection_plan_id: 8,
    residue_collection_id: null,
    incidence_id: null,
    ...extra,
  });

  it('lists every file with its kind, residue and a download link, and filters by kind', async () => {
    const received = await renderPage(FileManagementPage, `${MODULE}/file-management`, '/center/residue-module/4/file-management', {
      '/api/residue-module/4/files': (request: ReceivedRequest) => {
        const all = [
          file('treatment_contract', 'contracte.pdf'),
          file('collection_document', 'DI-0001.pdf', { residue_collection_id: 12, date: '2026-11-10' }),
        ];
        const kind = request.url.searchParams.get('kind');
        const results = kind ? all.filter((row) => row.kind === kind) : all;
        return { count: results.length, next: null, previous: null, results };
      },
      '/api/collection-plan': {
        count: 1,
        next: null,
        previous: null,
        results: [{ residue: { id: 5, ler_code: '13 02 05*', name: 'Waste mineral oil' } }],
      },
    });
    const rows = await rowsOf('Files');
    expect(rows.map(texts)).toEqual([
      ['01/11/2026', 'Treatment contract', '13 02 05* Waste mineral oil', 'contracte.pdf', '2\u00a0kB'],
      ['10/11/2026', 'Identification document (DI)', '13 02 05* Waste mineral oil', 'DI-0001.pdf', '2\u00a0kB'],
    ]);
    const download = within(rows[1]!).getByRole('link', { name: 'DI-0001.pdf' });
    expect(download).toHaveAttribute('href', '/api/files/DI-0001.pdf?sig=1');
    expect(download).toHaveAttribute('download', 'DI-0001.pdf');
    expect(within(rows[1]!).getByRole('link', { name: 'Identification document (DI)' })).toHaveAttribute(
      'href',
      '/center/residue-module/4/residue-collection/12',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Identification document (DI)' }));
    await waitFor(async () => expect(await rowsOf('Files')).toHaveLength(1));
    expect(received.at(-1)!.url.searchParams.get('kind')).toBe('collection_document');
  });

  it('says so when the module has no file', async () => {
    await renderPage(FileManagementPage, `${MODULE}/file-management`, '/center/residue-module/4/file-management', {
      '/api/residue-module/4/files': { count: 0, next: null, previous: null, results: [] },
      '/api/collection-plan': { count: 0, next: null, previous: null, results: [] },
    });
    expect(await screen.findByText('No files.')).toBeVisible();
  });
});

describe('module configuration', () => {
  const config = {
    center_id: 4,
    default_carrier_id: 1,
    default_manager_id: 3,
    reminder_days_before: 7,
    reminder_recipients: ['medi.ambient@planta.example'],
  };

  it('shows the saved configuration and sends what the admin changes', async () => {
    const received = await renderPage(ConfigurationPage, `${MODULE}/configuration`, '/center/residue-module/4/configuration', {
      '/api/residue-module/4/config': (request: ReceivedRequest) =>
        request.method === 'PUT' ? { ...config, ...JSON.parse(String(request.body)) } : config,
    });
    expect(await screen.findByDisplayValue('Transports Vallès')).toBeVisible();
    expect(screen.getByDisplayValue('Gestió Penedès')).toBeVisible();
    expect(screen.getByDisplayValue('medi.ambient@planta.example')).toBeVisible();
    const days = screen.getByLabelText(/Reminder days before each collection/);
    expect(days).toHaveValue(7);
    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(received.find((request) => request.method === 'PUT')!.body))).toMatchObject({
      default_carrier_id: 1,
      default_manager_id: 3,
      reminder_days_before: 10,
      reminder_recipients: ['medi.ambient@planta.example'],
    });
    expect(await screen.findByText('Configuration saved')).toBeVisible();
  });

  it('is read-only for a client: no save button', async () => {
    await renderPage(
      ConfigurationPage,
      `${MODULE}/configuration`,
      '/center/residue-module/4/configuration',
      { '/api/residue-module/4/config': config },
      'client',
    );
    expect(await screen.findByDisplayValue('medi.ambient@planta.example')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('a collection from the collection history', () => {
  const url = '/center/residue-module/4/collection-history/collection/12';
  const route = `${MODULE}/collection-history/collection/:collectionId`;

  it('is read-only for a client: the recorded values by their kind, the documents, no input and no save button', async () => {
    await renderPage(CollectionEditPage, route, url, {}, 'client');
    // The stored "120.000" in its unit, without the database's padding zeros.
    expect(await screen.findByText('120 kg')).toBeVisible();
    expect(screen.getByText('118 kg')).toBeVisible();
    expect(screen.getByText('DI-0001')).toBeVisible();
    expect(screen.getByText('13 02 05* Waste mineral oil')).toBeVisible();
    expect(screen.getByText('Identification document (DI)')).toBeVisible();
    expect(screen.getByText('missing')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Access denied')).toBeNull();
    expect(screen.queryByRole('link', { name: /New incidence/ })).toBeNull();
  });

  it('shows a stored amount without padding zeros and takes one typed with a decimal comma, sent with a dot', async () => {
    updates.length = 0;
    await renderPage(CollectionEditPage, route, url, {}, 'collaborator', 'es_ES');
    const accepted = await screen.findByRole('textbox', { name: 'Aceptada' });
    expect(accepted).toHaveValue('118');
    fireEvent.change(accepted, { target: { value: '117,5' } });
    expect(accepted).toHaveValue('117,5');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ quantity: '120.000', accepted_quantity: '117.5', refused_quantity: '2.000' });
  });

  it('is the edit form for a collaborator', async () => {
    await renderPage(CollectionEditPage, route, url, {}, 'collaborator');
    expect(await screen.findByDisplayValue('120')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });
});

describe('the collection history', () => {
  const withRows = async (resource: string, rows: ({ id: number } & Record<string, unknown>)[], run: () => Promise<void>) => {
    const before = byResource[resource]!;
    byResource[resource] = rows;
    try {
      await run();
    } finally {
      byResource[resource] = before;
    }
  };

  it('shows each quantity in its unit as Spanish writes numbers: "490 kg", never the database\'s "490.000 kg"', async () => {
    await withRows(
      'residue-collection',
      [{ ...COLLECTION, quantity: '490.000', accepted_quantity: '1250.500', refused_quantity: '2.000' }],
      async () => {
        await renderPage(
          CollectionHistoryPage,
          `${MODULE}/collection-history`,
          '/center/residue-module/4/collection-history',
          {},
          'admin',
          'es_ES',
        );
        expect(await screen.findByText('490 kg')).toBeVisible();
        expect(screen.getByText('1.250,5 kg')).toBeVisible();
        expect(screen.getByText('2 kg')).toBeVisible();
        expect(screen.queryByText(/490\.000/)).toBeNull();
      },
    );
  });

  it('downloads the archivo cronológico of the dates chosen, this year so far by default', async () => {
    const received = await renderPage(
      CollectionHistoryPage,
      `${MODULE}/collection-history`,
      '/center/residue-module/4/collection-history',
      {},
      'admin',
      'es_ES',
    );
    URL.createObjectURL = vi.fn(() => 'blob:record');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Archivo cronológico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivo cronológico de residuos' });
    expect(within(dialog).getByText(/Ley 7\/2022/)).toBeVisible();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Descargar (.xlsx)' }));
    await waitFor(() => expect(received.some((request) => request.url.pathname.endsWith('/chronological-record'))).toBe(true));
    const download = received.find((request) => request.url.pathname.endsWith('/chronological-record'))!;
    expect(download.url.pathname).toBe('/api/residue-module/4/chronological-record');
    expect(Object.fromEntries(download.url.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-24' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the identification page', () => {
  it('marks a next collection and a storage deadline already past as "Vencida"', async () => {
    const plan = {
      ...PLAN,
      id: 8,
      type: 'PERIODIC',
      center_id: 4,
      carrier: null,
      manager: null,
      treatment: { id: 2, name: 'Regeneració', type: 'R9', kind: 'R' },
      residue: { ...PLAN.residue, is_hazardous: true, dangerousnesses: [] },
      last_collection_date: '2026-03-20',
      next_collection_date: '2026-04-20',
      storage_deadline: '2027-03-01',
      documents: { treatment_contract: 'present', previous_notification: 'not_needed' },
    };
    byResource['collection-plan'] = [plan];
    try {
      await renderPage(IdentificationPage, `${MODULE}/identification`, '/center/residue-module/4/identification', {}, 'admin', 'es_ES');
      const next = await screen.findByText('Vencida · 20/04/2026');
      expect(next.closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
      expect(screen.getByText('01/03/2027').closest('[data-due]')).toHaveAttribute('data-due', 'ok');
    } finally {
      byResource['collection-plan'] = [PLAN];
    }
  });
});

describe("a client's plan and incidence pages", () => {
  const plan = {
    ...PLAN,
    type: 'PERIODIC',
    center_id: 4,
    start_date: '2026-01-15',
    end_date: null,
    first_deposit_date: '2026-01-20',
    treatment: { id: 2, name: 'Regeneration', type: 'R9', kind: 'R' },
    residue: { ...PLAN.residue, is_hazardous: true, dangerousnesses: [] },
    carrier: { ...CARRIERS[0], email: null, is_authorisation_expired: true, authorisation_expiry: '2026-10-01' },
    manager: null,
    collection_frequency: 90,
    container_quantity: 2,
    capacity_of_containers: '1000.000',
    treatment_contract_document: null,
    treatment_contract_expiry: null,
    previous_notification_document: '/api/files/nt.pdf?signature=1',
    previous_notification_date: '2026-01-10',
    photo_of_container: null,
    observations: 'Behind the workshop',
    is_cancelled: false,
    last_collection_date: null,
    next_collection_date: '2026-04-20',
    storage_deadline: '2026-07-20',
    documents: { treatment_contract: 'missing', previous_notification: 'present' },
  };

  it('opens a plan read-only: its values by kind, overdue dates in red, documents missing or to download, nothing to save', async () => {
    byResource['collection-plan'] = [plan];
    try {
      await renderPage(PlanEditPage, `${MODULE}/collection-plan/:planId`, '/center/residue-module/4/collection-plan/8', {}, 'client');
      expect(await screen.findByText('13 02 05* Waste mineral oil')).toBeVisible();
      expect(screen.getByText('R9 Regeneration')).toBeVisible();
      expect(screen.getByText('Transports Vallès')).toBeVisible();
      expect(screen.getByText('Authorisation expired')).toBeVisible();
      expect(screen.getByText('Periodic')).toBeVisible();
      expect(screen.getByText('15/01/2026')).toBeVisible();
      expect(screen.getByText('1,000')).toBeVisible();
      expect(screen.getByText('Overdue · 20/04/2026').closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
      expect(screen.getByText('missing')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/files/nt.pdf?signature=1');
      expect(screen.getByText('Behind the workshop')).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.queryByText('Access denied')).toBeNull();
    } finally {
      byResource['collection-plan'] = [PLAN];
    }
  });

  it('opens an incidence read-only, with its file to download', async () => {
    const incidence = {
      id: 5,
      center_id: 4,
      residue_collection_id: 12,
      date: '2026-11-11',
      description: 'Drum leaking',
      file: '/api/files/photo.jpg?signature=1',
    };
    byResource.incidence = [incidence];
    try {
      await renderPage(
        IncidenceEditPage,
        `${MODULE}/residue-collection/:collectionId/incidence/:incidenceId`,
        '/center/residue-module/4/residue-collection/12/incidence/5',
        {},
        'client',
      );
      expect(await screen.findByText('Drum leaking')).toBeVisible();
      expect(screen.getByText('11/11/2026')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/files/photo.jpg?signature=1');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    } finally {
      delete byResource.incidence;
    }
  });

  it('is the edit form for a collaborator', async () => {
    byResource['collection-plan'] = [plan];
    try {
      await renderPage(PlanEditPage, `${MODULE}/collection-plan/:planId`, '/center/residue-module/4/collection-plan/8', {}, 'collaborator');
      expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Observations' })).toHaveValue('Behind the workshop');
    } finally {
      byResource['collection-plan'] = [PLAN];
    }
  });
});
