import type { ResourceDeclaration } from './declare';

// The custom pages and module records (src/custom-pages): who may use them, how the API takes their writes and
// their history tables. Their pages and menu entries are the modules' own; a name without a rule is admin only.

const READ = ['show'] as const;
const WRITE_ALL = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
const READ_ALL = ['list', 'show', 'export'] as const;

export const MODULE_PAGES: readonly ResourceDeclaration[] = [
  // Projects and time (spec §2, §6): collaborators log their own time; tasks, costs and reports are admin's.
  {
    name: 'task',
    access: { collaborator: READ },
    history: 'task',
    form: { json: true, referenceIds: { project_id: 'project', user_ids: 'users' } },
  },
  {
    name: 'dedication',
    access: { collaborator: ['show', 'create', 'edit', 'delete'] },
    history: 'dedication',
    form: { json: true, referenceIds: { task_id: 'task', user_id: 'user' } },
  },
  { name: 'worked-hours-resume', access: { collaborator: ['list', 'show'] } },
  { name: 'project-reports' },
  { name: 'profile', access: { collaborator: ['show', 'edit'], client: ['show', 'edit'] } },
  { name: 'center-home', access: { collaborator: READ, client: READ } },
  { name: 'module-activation' },
  { name: 'email-configuration' },
  { name: 'sign-in-settings' },
  // Legal register (spec §2 "Legal manager", §6 legal management): admin only.
  { name: 'legal-manager' },
  { name: 'legal-migration' },
  // Regulatory change (issue 36): the register's Novedades for the consultancy's staff; clients get their centers' bulletin.
  { name: 'legal-changes', access: { collaborator: ['list', 'show'] } },
  // Legal-requirement module (spec §2, §6): everyone reads the inventory and the requirement list of their centers;
  // collaborators also write evidences, documents and actions; the other module pages are admin-only.
  { name: 'legal-inventory', access: { collaborator: READ, client: READ } },
  // The compliance agenda (issue 26): everyone, over the centers they see; the server leaves out admin-only modules.
  { name: 'agenda', access: { collaborator: ['list', 'show', 'export'], client: ['list', 'show', 'export'] } },
  // Client requests (issue 35): everyone lists and opens the requests of the centers they see; staff ask and review
  // (`create`, `edit`), clients answer (their own rule in the page: only clients answer, only open or returned requests).
  { name: 'requests', access: { collaborator: ['list', 'show', 'create', 'edit'], client: ['list', 'show'] } },
  { name: 'new-request', access: { collaborator: READ } },
  { name: 'upcoming-expiries', access: { collaborator: ['list', 'show'], client: ['list', 'show'] } },
  { name: 'evidence/about-to-expire', access: { collaborator: ['list', 'export'], client: ['list', 'export'] } },
  { name: 'legal-requirement-list', access: { collaborator: READ, client: READ } },
  // A center's reviews of the register's changes (issue 36): everyone of the center reads them, collaborators decide.
  { name: 'legal-change-review', access: { collaborator: ['list', 'show', 'edit'], client: ['list', 'show'] } },
  { name: 'legal-configuration' },
  { name: 'legal-compliance-by-area' },
  { name: 'legal-responsibility-assignment' },
  // Clients and collaborators read the documents of their centers (issue 14: a client's way to the documents).
  { name: 'legal-document-list', access: { collaborator: READ, client: READ } },
  { name: 'evidence', access: { collaborator: ['list', 'show', 'edit', 'export'], client: READ_ALL }, history: 'evidence' },
  { name: 'legal-document', access: { collaborator: WRITE_ALL, client: READ_ALL }, history: 'legal_document' },
  // Risks and opportunities, improvement actions (spec §6): admin only.
  { name: 'risk-module' },
  { name: 'improvement-module' },
  { name: 'improvement-action', history: 'improvement_action' },
  { name: 'risk-evaluation', history: 'risk_evaluation' },
  { name: 'risk-process', history: 'risk_process' },
  // Residue module (spec §2, §6): everyone of the center opens its pages; collaborators also write plans, collections and incidences.
  { name: 'residue-module', access: { collaborator: READ, client: READ } },
  { name: 'waste-legal-clock', access: { collaborator: ['list', 'show'], client: ['list', 'show'] } },
  {
    name: 'collection-plan',
    access: { collaborator: ['list', 'show', 'create', 'edit'], client: ['list', 'show'] },
    history: 'collection_plan',
    // Multipart plan, collection and incidence forms (spec §7); files only when newly chosen.
    form: {
      fields: [
        'id',
        'center_id',
        'type',
        'start_date',
        'end_date',
        'first_deposit_date',
        'residue_id',
        'treatment_id',
        'carrier_id',
        'manager_id',
        'collection_frequency',
        'observations',
        'is_cancelled',
        'container_quantity',
        'capacity_of_containers',
        'notify_carrier',
        'notify_manager',
        'previous_notification_date',
        'treatment_contract_expiry',
        'quantity_of_persons',
        'residue_generation_ratio',
        'quantity_of_days',
      ],
      files: ['photo_of_container', 'previous_notification_document', 'treatment_contract_document'],
    },
  },
  {
    name: 'residue-collection',
    access: { collaborator: ['list', 'show', 'create', 'edit', 'delete'], client: ['list', 'show'] },
    history: 'residue_collection',
    form: {
      fields: [
        'id',
        'collection_plan_id',
        'date',
        'quantity',
        'unit',
        'accepted_quantity',
        'refused_quantity',
        'collection_document_number',
        'observations',
      ],
      files: ['collection_document', 'delivery_note'],
    },
  },
  {
    name: 'incidence',
    access: { collaborator: ['list', 'show', 'create', 'edit', 'delete'], client: ['list', 'show'] },
    history: 'incidence',
    form: { fields: ['id', 'residue_collection_id', 'date', 'description'], files: ['file'] },
  },
  { name: 'action', access: { collaborator: WRITE_ALL, client: READ_ALL }, history: 'evidence_action' },
  // Environmental aspects (spec §6): the module for everyone who sees the center, writes for collaborators.
  { name: 'environmental-aspects', access: { collaborator: ['show', 'edit'], client: READ } },
  // Document, pest-control and indicator modules (spec §2, §6): collaborators write in their centers, clients read.
  { name: 'enterprise-document', access: { collaborator: WRITE_ALL, client: READ_ALL } },
  { name: 'ddd-service', access: { collaborator: WRITE_ALL, client: READ_ALL } },
  { name: 'ddd-configuration', access: { collaborator: ['show', 'edit'], client: READ } },
  { name: 'indicator', access: { collaborator: WRITE_ALL, client: READ_ALL }, history: 'indicator' },
  { name: 'indicator-action', history: 'indicator_action' },
  { name: 'indicator-target', history: 'indicator_target' },
  { name: 'indicator-measurement', history: 'indicator_measurement' },
  { name: 'indicator-threshold', history: 'indicator_threshold' },
  { name: 'indicator-analysis', history: 'indicator_analysis' },
  { name: 'metabase-user-access' },
];
