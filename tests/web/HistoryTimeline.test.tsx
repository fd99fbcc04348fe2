import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, HistoryChange } from '../../src/dataProvider';
import { HistoryTimeline } from '../../src/history/HistoryTimeline';
import { testI18nProvider } from './support/testI18nProvider';

const change = (id: number, overrides: Partial<HistoryChange>): HistoryChange => ({
  id,
  table: 'evidence',
  record_id: 31,
  center_id: 7,
  action: 'update',
  changes: {},
  actor: { id: 5, name: 'Ana Puig' },
  changed_at: '2026-11-23T16:05:00Z',
  ...overrides,
});

const changes = [
  change(3, { changes: { state: ['IN_PROCESS', 'FULFILLED'], expiration_date: ['2030-06-30', null] } }),
  change(2, { action: 'create', actor: null, changes: { name: [null, 'Permís d’abocament vigent'], state: [null, 'NOT_FULFILLED'] } }),
];

const renderTimeline = async (getHistory: AppDataProvider['getHistory'], locale: 'en' | 'es_ES' | 'ca_ES' = 'en', table = 'evidence') =>
  render(
    <AdminContext dataProvider={{ getHistory } as unknown as AppDataProvider} i18nProvider={await testI18nProvider(locale)}>
      <HistoryTimeline table={table} recordId={31} />
    </AdminContext>,
  );

describe('HistoryTimeline', () => {
  it('shows each change: what, when, who, and each field from and to with its label', async () => {
    const getHistory = vi.fn(async () => ({ changes, total: 2 }));
    await renderTimeline(getHistory);

    const entries = await screen.findAllByRole('listitem');
    expect(getHistory).toHaveBeenCalledWith('evidence', 31, 10);
    expect(entries).toHaveLength(2);
    const [updated, created] = entries;
    expect(within(updated!).getByText('Updated')).toBeVisible();
    expect(within(updated!).getByText('by Ana Puig')).toBeVisible();
    expect(within(updated!).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeVisible();
    expect(within(updated!).getByText('State:', { exact: false })).toBeVisible();
    expect(within(updated!).getByText('In process')).toBeVisible();
    expect(within(updated!).getByText('Fulfilled')).toBeVisible();
    expect(within(updated!).getByText('30/06/2030')).toBeVisible();
    expect(within(updated!).getByText('Expiration date:', { exact: false })).toBeVisible();
    expect(within(created!).getByText('Created')).toBeVisible();
    expect(within(created!).getByText('by the system')).toBeVisible();
    expect(within(created!).getByText('Not fulfilled')).toBeVisible();
  });

  it('speaks Catalan, and loads older changes on demand', async () => {
    const getHistory = vi.fn(async (_table: string, _id: unknown, pageSize: number) => ({
      changes: changes.slice(0, pageSize === 10 ? 1 : 2),
      total: 2,
    }));
    await renderTimeline(getHistory, 'ca_ES');

    expect(await screen.findByText('Modificat')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: "Mostra'n més (1 anterior)" }));
    expect(await screen.findByText('Creat')).toBeVisible();
    expect(getHistory).toHaveBeenLastCalledWith('evidence', 31, 20);
  });

  it('keeps the entries on screen while "show more" loads, and reloads when the record is saved', async () => {
    let answerOlder: (history: { changes: HistoryChange[]; total: number }) => void = () => undefined;
    const getHistory = vi.fn((_table: string, _id: unknown, pageSize: number) =>
      pageSize === 10
        ? Promise.resolve({ changes: changes.slice(0, 1), total: 2 })
        : new Promise<{ changes: HistoryChange[]; total: number }>((resolve) => (answerOlder = resolve)),
    );
    const dataProvider = { getHistory } as unknown as AppDataProvider;
    const i18nProvider = await testI18nProvider('en');
    const { rerender } = render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <HistoryTimeline table="evidence" recordId={31} version={1} />
      </AdminContext>,
    );
    expect(await screen.findByText('Updated')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /^Show more/ }));
    await waitFor(() => expect(getHistory).toHaveBeenLastCalledWith('evidence', 31, 20));
    expect(screen.getByText('Updated')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    answerOlder({ changes, total: 2 });
    expect(await screen.findByText('Created')).toBeVisible();

    rerender(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <HistoryTimeline table="evidence" recordId={31} version={2} />
      </AdminContext>,
    );
    await waitFor(() => expect(getHistory).toHaveBeenCalledTimes(3));
    expect(screen.getByText('Created')).toBeVisible();
  });

  it("words a module's coded values and names the users a change mentions, a deleted one as such", async () => {
    const project = [
      change(9, {
        table: 'project',
        changes: { state: ['IN_PROGRESS', 'FINISHED'], coordinator_user_id: [4, 6] },
        people: { coordinator_user_id: { 4: 'Laura Puig', 6: null } },
      }),
      change(8, {
        table: 'project_user',
        action: 'create',
        changes: { project_id: [null, 31], user_id: [null, 4] },
        people: { user_id: { 4: 'Laura Puig' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: project, total: 2 }), 'en', 'project');
    const [updated, added] = await screen.findAllByRole('listitem');
    expect(within(updated!).getByText('In progress')).toBeVisible();
    expect(within(updated!).getByText('Finished')).toBeVisible();
    expect(within(updated!).getByText('Laura Puig')).toBeVisible();
    expect(within(updated!).getByText('a deleted user')).toBeVisible();
    expect(within(added!).getByText('Project member: added')).toBeVisible();
    expect(within(added!).getByText('Laura Puig')).toBeVisible();
    expect(within(added!).queryByText('31')).toBeNull();
  });

  it('writes every value by its kind in Spanish: codes by label, rows by name, numbers with comma decimals, never an id', async () => {
    const center = [
      change(15, { table: 'center', record_id: 7, changes: { autonomous_community: ['ES-MD', 'ES-CT'], used_language: ['es', 'ca'] } }),
      change(14, { table: 'evidence_notification', record_id: 7, changes: { periodicity: ['WEEKLY', 'MONTHLY'] } }),
      change(13, {
        table: 'evidence_notification',
        record_id: 7,
        action: 'create',
        changes: { id: [null, 1], periodicity: [null, 'DAILY'] },
      }),
      change(12, {
        table: 'center_module',
        record_id: 7,
        action: 'create',
        changes: { module: [null, 'document'], is_active: [null, true] },
      }),
      change(11, {
        table: 'center_legal_scope',
        record_id: 7,
        action: 'create',
        changes: { legal_scope_id: [null, 7] },
        references: { legal_scope_id: { 7: 'Cataluña' } },
      }),
      change(10, {
        table: 'center_legal_scope',
        record_id: 7,
        action: 'delete',
        changes: { legal_scope_id: [3, null] },
        references: { legal_scope_id: { 3: null } },
      }),
    ];
    await renderTimeline(async () => ({ changes: center, total: 6 }), 'es_ES', 'center');
    const [own, periodicity, notification, module, scope, removed] = await screen.findAllByRole('listitem');
    expect(own!.textContent).toContain('Comunidad de Madrid → Cataluña');
    expect(own!.textContent).toContain('Español → Català');
    expect(periodicity!.textContent).toContain('Periodicidad: Semanal → Mensual');
    expect(notification!.textContent).toContain('Periodicidad: Diaria');
    expect(notification!.textContent).not.toMatch(/Id:/);
    expect(module!.textContent).toContain('Módulo: Documentos');
    expect(module!.textContent).toContain('Activo: Sí');
    expect(scope!.textContent).toContain('Ámbito legal: Cataluña');
    expect(removed!.textContent).toContain('Ámbito legal: un elemento eliminado');
    for (const entry of [periodicity, notification, module, scope, removed])
      expect(entry!.textContent).not.toMatch(/MONTHLY|DAILY|document\b|: \d+$/);
  });

  it('writes a measurement with comma decimals and a changed reference by its names', async () => {
    const measured = [
      change(23, {
        table: 'indicator_measurement',
        record_id: 4,
        action: 'create',
        changes: { id: [null, 1], period: [null, '2026-10'], value: [null, 3.22] },
      }),
      change(22, {
        table: 'indicator',
        record_id: 4,
        changes: { process_id: [1, 2], frequency: ['MONTHLY', 'QUARTERLY'] },
        references: { process_id: { 1: 'Compras', 2: 'Producción' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: measured, total: 2 }), 'es_ES', 'indicator');
    const [measurement, indicator] = await screen.findAllByRole('listitem');
    expect(measurement!.textContent).toContain('Valor: 3,22');
    expect(measurement!.textContent).not.toMatch(/Id:|3\.22/);
    expect(indicator!.textContent).toContain('Compras → Producción');
    expect(indicator!.textContent).toContain('Mensual → Trimestral');
  });

  it('writes money, hours, quantities with their unit and dates as Spanish reads them', async () => {
    const costs = [
      change(33, {
        table: 'project',
        record_id: 9,
        changes: {
          price: ['7600.00', '11700.50'],
          expected_hours: ['21.5', '30'],
          end_date: ['2026-03-01', '2026-06-30'],
          ambit_id: [1, 2],
        },
        references: { ambit_id: { 1: 'Residus', 2: 'Aigües' } },
      }),
      change(32, {
        table: 'residue_collection',
        record_id: 9,
        action: 'create',
        changes: { quantity: [null, '490.000'], unit: [null, 'kg'], date: [null, '2026-11-02'], collection_plan_id: [null, 5] },
        references: { collection_plan_id: { 5: 'Papel y cartón' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: costs, total: 2 }), 'es_ES', 'residue_collection');
    const [project, collection] = await screen.findAllByRole('listitem');
    expect(project!.textContent).toContain('7.600,00\u00a0€ → 11.700,50\u00a0€');
    expect(project!.textContent).toContain('21,5\u00a0h → 30\u00a0h');
    expect(project!.textContent).toContain('01/03/2026 → 30/06/2026');
    expect(project!.textContent).toContain('Residus → Aigües');
    expect(collection!.textContent).toContain('490\u00a0kg');
    expect(collection!.textContent).toContain('02/11/2026');
    expect(collection!.textContent).toContain('Papel y cartón');
  });

  it('reads json columns as sentences, times without seconds and periods as the indicator pages name them', async () => {
    const structured = [
      change(45, {
        table: 'ddd_service',
        record_id: 3,
        changes: {
          products: [
            [{ name: 'Producto X', batch: '123', dose: null, product_type: null, registration_number: null }],
            [
              { name: 'Producto X', batch: '123', dose: null, product_type: null, registration_number: null },
              { name: 'Producto Y', batch: null, dose: '2 g', product_type: null, registration_number: null },
            ],
          ],
        },
      }),
      change(44, {
        table: 'ddd_configuration',
        record_id: 3,
        changes: {
          frequencies: [{}, { RODENT_CONTROL: 90 }],
          points: [[], [{ code: 'T1', kind: 'TRAP', location: 'Almacén' }]],
        },
      }),
      change(43, { table: 'evaluated_aspect', record_id: 3, changes: { scores: [null, { frequency: 3, severity: 2 }] } }),
      change(42, {
        table: 'aspect_evaluation',
        record_id: 3,
        action: 'create',
        changes: {
          method: [
            null,
            {
              criteria: [{ key: 'magnitude', name_spanish: 'Magnitud', name_catalan: 'Magnitud', min: 1, max: 3 }],
              formula: 'SUM',
              threshold: 11,
              emergency: { probability: { min: 1, max: 5 }, consequence: { min: 1, max: 5 }, threshold: 12 },
            },
          ],
        },
      }),
      change(41, { table: 'dedication', record_id: 3, changes: { start_time: ['08:00:00', '08:30:00'] } }),
      change(40, { table: 'indicator_measurement', record_id: 3, changes: { period: ['2026-10', '2025-Q1'] } }),
    ];
    await renderTimeline(async () => ({ changes: structured, total: 6 }), 'es_ES', 'ddd_service');
    const [service, configuration, scores, evaluation, dedication, measurement] = await screen.findAllByRole('listitem');
    expect(service!.textContent).toContain('Producto X (lote 123), Producto Y');
    expect(configuration!.textContent).toContain('Desratización: cada 90 días');
    expect(configuration!.textContent).toContain('T1 (Trampa, Almacén)');
    expect(scores!.textContent).toContain('Frecuencia: 3 · Gravedad: 2');
    expect(evaluation!.textContent).toContain('Magnitud (1–3)');
    expect(evaluation!.textContent).toContain('Fórmula: Suma de criterios');
    expect(evaluation!.textContent).toContain('Umbral: 11');
    expect(dedication!.textContent).toContain('08:00 → 08:30');
    expect(measurement!.textContent).toContain('Octubre de 2026 → T1 2025');
    for (const entry of [service, configuration, scores, evaluation, dedication, measurement])
      expect(entry!.textContent).not.toMatch(/[{}[\]"]|:00:00|2026-10/);
  });

  it("names a polymorphic reference's rows, apart from the kind of record they are", async () => {
    const moved = [
      change(60, {
        table: 'improvement_action',
        record_id: 2,
        changes: { source_id: [5, 6] },
        references: { source_id: { 5: 'Permiso de vertido', 6: null } },
      }),
      change(59, {
        table: 'improvement_action',
        record_id: 2,
        action: 'create',
        changes: { source_table: [null, 'evidence'], source_id: [null, 5] },
        references: { source_id: { 5: 'Permiso de vertido' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: moved, total: 2 }), 'es_ES', 'improvement_action');
    const [updated, created] = await screen.findAllByRole('listitem');
    expect(updated!.textContent).toContain('Registro de origen: Permiso de vertido → un elemento eliminado');
    expect(created!.textContent).toContain('Tipo de registro de origen: ');
    expect(created!.textContent).toContain('Registro de origen: Permiso de vertido');
  });

  it('writes a quantity changed without its unit as the number alone, with Spanish separators', async () => {
    const updated = [change(50, { table: 'residue_collection', record_id: 9, changes: { quantity: ['1200.000', '1490.500'] } })];
    await renderTimeline(async () => ({ changes: updated, total: 1 }), 'es_ES', 'residue_collection');
    const [collection] = await screen.findAllByRole('listitem');
    expect(collection!.textContent).toContain('1.200 → 1.490,5');
  });

  it('labels a waste record and a project row in Spanish: its flags by their words, a reference by the kind of row it names', async () => {
    const residue = [
      change(62, { table: 'residue', record_id: 31, changes: { needs_delivery_note: [false, true] } }),
      change(61, {
        table: 'residue_dangerousness',
        record_id: 31,
        action: 'create',
        changes: { residue_id: [null, 31], dangerousness_id: [null, 3] },
        references: { dangerousness_id: { 3: 'HP3 Inflamable' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: residue, total: 2 }), 'es_ES', 'residue');
    const [flagged, hazard] = await screen.findAllByRole('listitem');
    expect(flagged!.textContent).toContain('Las recogidas necesitan albarán de entrega: No → Sí');
    expect(hazard!.textContent).toContain('Peligrosidad: HP3 Inflamable');
    cleanup();

    const related = [
      change(64, {
        table: 'incidence',
        action: 'create',
        changes: { residue_collection_id: [null, 8] },
        references: { residue_collection_id: { 8: '12/03/2026 · Aceites usados' } },
      }),
      change(63, {
        table: 'project_cost',
        action: 'create',
        changes: { project_id: [null, 2] },
        references: { project_id: { 2: 'Auditoría ISO 14001' } },
      }),
      change(65, {
        table: 'collection_plan',
        changes: { residue_id: [4, 5] },
        references: { residue_id: { 4: 'Aceites usados', 5: 'Trapos' } },
      }),
    ];
    await renderTimeline(async () => ({ changes: related, total: 3 }), 'es_ES', 'incidence');
    const [incidence, cost, plan] = await screen.findAllByRole('listitem');
    expect(incidence!.textContent).toContain('Recogida: 12/03/2026 · Aceites usados');
    expect(cost!.textContent).toContain('Proyecto: Auditoría ISO 14001');
    expect(plan!.textContent).toContain('Residuo: Aceites usados → Trapos');
    expect(document.body.textContent).not.toMatch(/Residue|Project|Dangerousness|Needs/);
  });

  it("labels the columns of tables edited on a module's own screen in Spanish, never by their column names (issue 34)", async () => {
    const settings = [
      change(75, { table: 'aspect_center_settings', changes: { aspect_evaluation_months: [12, 24], method: [1, 2] } }),
      change(74, { table: 'evaluated_aspect', changes: { is_significant: [false, true], condition: ['NORMAL', 'ABNORMAL'] } }),
      change(73, { table: 'ddd_service', changes: { service_date: ['2026-01-02', '2026-01-03'] } }),
      change(72, { table: 'enterprise_document', changes: { effective_date: ['2026-01-02', '2026-01-03'] } }),
      change(71, { table: 'risk_matrix', changes: { medium_from: [5, 6], high_label: ['Alto', 'Crítico'] } }),
      change(70, { table: 'risk_evaluation', changes: { round_id: [1, 2] }, references: { round_id: { 1: '2025', 2: '2026' } } }),
      change(69, { table: 'responsibility', changes: { level: ['area', 'ambit'] } }),
      change(68, { table: 'residue_module_config', changes: { reminder_days_before: [7, 10] } }),
    ];
    await renderTimeline(async () => ({ changes: settings, total: settings.length }), 'es_ES', 'aspect_center_settings');
    const text = (await screen.findAllByRole('listitem')).map((entry) => entry.textContent).join('\n');
    for (const label of [
      'Evaluación de aspectos cada (meses)',
      'Método de evaluación',
      'Significativo',
      'Fecha de entrada en vigor',
      'Ronda de evaluación',
      'Nivel',
      'Días de aviso antes de cada recogida',
      'Medio desde',
    ])
      expect(text).toContain(`${label}:`);
    expect(text).not.toMatch(/Aspect evaluation|Method|Is significant|Service date|Effective date|Medium from|Round|Reminder days|Level:/);
  });

  it('says who changed it in Catalan as Catalan contracts it: "pel sistema", "per Ana Puig"', async () => {
    await renderTimeline(async () => ({ changes, total: 2 }), 'ca_ES');
    const [updated, created] = await screen.findAllByRole('listitem');
    expect(within(updated!).getByText('per Ana Puig')).toBeVisible();
    expect(within(created!).getByText('pel sistema')).toBeVisible();
    expect(document.body.textContent).not.toContain('per el');
  });

  it('says so when nothing was recorded yet, or when the history cannot be read', async () => {
    await renderTimeline(async () => ({ changes: [], total: 0 }));
    expect(await screen.findByText('No changes recorded yet.')).toBeVisible();
    await renderTimeline(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('The history could not be loaded.')).toBeVisible();
  });
});
