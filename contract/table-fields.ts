// The kind of each audited table's columns that need one to be read (issue 23): a code shown by its
// label, another row shown by its name, a number in the reader's language. Read by the API (which
// names the referenced rows of a history page) and by the browser (which formats each value).
// A column left out is plain text: a name, a description, a year, a port.
import type { FieldKind } from './field-kinds';
import { IMPROVEMENT_SOURCES } from './risks';

export type TableFields = Readonly<Record<string, FieldKind>>;

const state = (labels: string): FieldKind => ({ kind: 'state', labels });
const reference = (table: string): FieldKind => ({ kind: 'reference', table });
const user = reference('app_user');
const file: FieldKind = { kind: 'file' };
const number: FieldKind = { kind: 'number' };
const money: FieldKind = { kind: 'money' };
const hours: FieldKind = { kind: 'hours' };
const date: FieldKind = { kind: 'date' };
const dueDate: FieldKind = { kind: 'dueDate' };
const boolean: FieldKind = { kind: 'boolean' };
const collected: FieldKind = { kind: 'quantity', unitField: 'unit' };

/** Organisation, users and the legal register. */
const organisation: Record<string, TableFields> = {
  app_user: { role: state('roles'), cost_per_hour: money, profile_picture_id: file },
  consultancy: { logo_id: file, require_two_factor: boolean },
  consultancy_email_config: { consultancy_id: reference('consultancy'), use_tls: boolean, use_ssl: boolean },
  consultancy_sign_in: { consultancy_id: reference('consultancy'), enabled: boolean, password_sign_in: boolean },
  enterprise: { logo_id: file },
  enterprise_user: { enterprise_id: reference('enterprise'), user_id: user },
  center: {
    autonomous_community: state('spain.communities'),
    used_language: state('spain.languages'),
    enterprise_id: reference('enterprise'),
    consultancy_id: reference('consultancy'),
    logo_id: file,
  },
  center_user: { user_id: user },
  center_module: { module: state('modules'), is_active: boolean },
  center_legal_subambit: { subambit_id: reference('subambit') },
  center_legal_scope: { legal_scope_id: reference('legal_scope') },
  center_not_applicable_requirement: { legal_requirement_id: reference('legal_requirement') },
  evidence_notification: { periodicity: state('legalModule.periodicity') },
  legal_ambit: { area_id: reference('area') },
  subambit: { legal_ambit_id: reference('legal_ambit') },
  legal_scope: { scope: state('legalRegister.scope_kinds') },
  legal_text: {
    legal_scope_id: reference('legal_scope'),
    subambit_id: reference('subambit'),
    bulletin: state('legalChanges.bulletin'),
    publication_date: date,
    effective_date: date,
    state: state('legalChanges.state'),
    state_date: date,
  },
  legal_requirement: { legal_text_id: reference('legal_text'), removed_date: date },
  legal_change: {
    legal_text_id: reference('legal_text'),
    legal_requirement_id: reference('legal_requirement'),
    kind: state('legalChanges.kind'),
    effective_date: date,
    recorded_by: user,
  },
  legal_change_review: {
    legal_change_id: reference('legal_change'),
    due_date: dueDate,
    decision: state('legalChanges.decision'),
    decided_by: user,
    evidence_id: reference('evidence'),
  },
  legal_change_setting: { consultancy_id: reference('consultancy'), review_days: number },
  evidence: { legal_requirement_id: reference('legal_requirement'), state: state('legalModule.states'), expiration_date: dueDate },
  legal_document: { evidence_id: reference('evidence'), elaboration_date: date, is_valid: boolean, file_id: file },
  evidence_action: { evidence_id: reference('evidence'), expected_date: dueDate, applied_date: date },
  responsibility: { level: state('legalModule.responsibility.levels'), user_id: user },
  metabase_access: { user_id: user },
  user_two_factor: { user_id: user },
  user_device: { user_id: user },
  consultancy_staff: { user_id: user, consultancy_id: reference('consultancy') },
};

/** Environmental aspects and good practices. */
const aspects: Record<string, TableFields> = {
  aspect: { vector_id: reference('vector') },
  good_practice_aspect: { good_practice_id: reference('good_practice'), aspect_id: reference('aspect') },
  zone: { stage_id: reference('life_cycle_stage') },
  center_aspect: { zone_id: reference('zone'), aspect_id: reference('aspect') },
  center_practice: { center_aspect_id: reference('center_aspect'), good_practice_id: reference('good_practice') },
  aspect_center_settings: { aspect_evaluation_months: number, good_practice_evaluation_months: number },
  aspect_evaluation: { date, is_open: boolean },
  good_practice_evaluation: { date, is_open: boolean },
  evaluated_aspect: {
    evaluation_id: reference('aspect_evaluation'),
    center_aspect_id: reference('center_aspect'),
    condition: state('aspects.conditions'),
    score: number,
    is_significant: boolean,
  },
  evaluated_practice: {
    evaluation_id: reference('good_practice_evaluation'),
    center_practice_id: reference('center_practice'),
    state: state('aspects.states'),
  },
  practice_action: {
    center_practice_id: reference('center_practice'),
    evaluated_practice_id: reference('evaluated_practice'),
    due_date: dueDate,
    state: state('aspects.practice_action.states'),
    closing_date: date,
  },
  environmental_indicator: { center_aspect_id: reference('center_aspect'), indicator_id: reference('indicator') },
};

/** Risks and opportunities, improvement actions. */
const risks: Record<string, TableFields> = {
  risk_question: { ambit_id: reference('risk_opportunity_ambit'), category_id: reference('risk_category') },
  risk_consequence: { question_id: reference('risk_question'), type: state('risks.types') },
  risk_matrix: { size: number, medium_from: number, high_from: number },
  risk_process_question: { process_id: reference('risk_process'), question_id: reference('risk_question') },
  risk_evaluation_round: { previous_round_id: reference('risk_evaluation_round') },
  risk_evaluation: {
    round_id: reference('risk_evaluation_round'),
    process_id: reference('risk_process'),
    consequence_id: reference('risk_consequence'),
    probability: number,
    impact: number,
    treatment: state('risks.treatments'),
    due_date: dueDate,
    residual_probability: number,
    residual_impact: number,
    review_status: state('risks.review'),
    previous_evaluation_id: reference('risk_evaluation'),
  },
  improvement_action: {
    type: state('improvement.types'),
    origin: state('improvement.origins'),
    source_table: state('improvement.sources'),
    status: state('improvement.statuses'),
    responsible_id: user,
    due_date: dueDate,
    reminder_days: number,
    closing_date: date,
    checked_by_id: user,
    checked_on: date,
    effective: boolean,
  },
  improvement_attachment: { action_id: reference('improvement_action'), file_id: file },
};

/** Waste: residues, carriers, managers, collection plans and collections. */
const waste: Record<string, TableFields> = {
  dangerousness: { pictogram_id: file },
  residue: {
    needs_previous_notification: boolean,
    needs_treatment_contract: boolean,
    needs_collection_document: boolean,
    needs_delivery_note: boolean,
  },
  residue_dangerousness: { residue_id: reference('residue'), dangerousness_id: reference('dangerousness') },
  residue_carrier: { authorisation_expiry: dueDate },
  residue_manager: { authorisation_expiry: dueDate },
  residue_carrier_residue: { carrier_id: reference('residue_carrier'), residue_id: reference('residue') },
  residue_manager_residue: { manager_id: reference('residue_manager'), residue_id: reference('residue') },
  collection_plan: {
    type: state('waste.plan_types'),
    start_date: date,
    end_date: date,
    first_deposit_date: date,
    residue_id: reference('residue'),
    treatment_id: reference('treatment'),
    carrier_id: reference('residue_carrier'),
    manager_id: reference('residue_manager'),
    collection_frequency: number,
    is_cancelled: boolean,
    container_quantity: number,
    capacity_of_containers: number,
    photo_of_container_id: file,
    notify_carrier: boolean,
    notify_manager: boolean,
    previous_notification_document_id: file,
    previous_notification_date: date,
    treatment_contract_document_id: file,
    treatment_contract_expiry: dueDate,
    quantity_of_persons: number,
    residue_generation_ratio: number,
    quantity_of_days: number,
  },
  residue_collection: {
    collection_plan_id: reference('collection_plan'),
    date,
    quantity: collected,
    unit: state('waste.units'),
    accepted_quantity: collected,
    refused_quantity: collected,
    collection_document_id: file,
    delivery_note_id: file,
  },
  incidence: { residue_collection_id: reference('residue_collection'), date, file_id: file },
  residue_module_config: {
    default_carrier_id: reference('residue_carrier'),
    default_manager_id: reference('residue_manager'),
    reminder_days_before: number,
  },
};

/** Projects, enterprise documents, pest control and indicators. */
const management: Record<string, TableFields> = {
  project: {
    start_date: date,
    end_date: date,
    expected_hours: hours,
    price: money,
    is_charged: boolean,
    expected_charge_date: date,
    state: state('projects.states'),
    ambit_id: reference('project_ambit'),
    coordinator_user_id: user,
  },
  project_user: { project_id: reference('project'), user_id: user },
  task: { project_id: reference('project'), expected_hours: hours, due_date: dueDate, status: state('projects.task_status') },
  task_user: { task_id: reference('task'), user_id: user },
  dedication: { task_id: reference('task'), project_id: reference('project'), user_id: user, date, hours, hour_cost: money },
  project_cost: { project_id: reference('project'), amount: money, date },
  enterprise_document: { category: state('enterpriseDocuments.categories'), effective_date: date, expiry_date: dueDate },
  enterprise_document_version: { document_id: reference('enterprise_document'), file_id: file, uploaded_by_id: user },
  ddd_service: {
    service_date: date,
    treatment_type: state('ddd.treatments'),
    safety_period_hours: hours,
    next_planned_date: dueDate,
    certificate_file_id: file,
  },
  indicator: {
    process_id: reference('indicator_process'),
    frequency: state('indicators.frequencies'),
    direction: state('indicators.directions'),
    source: state('indicators.sources'),
    responsible_user_id: user,
  },
  indicator_measurement: { indicator_id: reference('indicator'), value: number },
  indicator_analysis: { indicator_id: reference('indicator'), conclusion: state('indicators.conclusions') },
  indicator_threshold: { indicator_id: reference('indicator'), level: state('indicators.levels'), min_value: number, max_value: number },
  indicator_action: {
    indicator_id: reference('indicator'),
    analysis_id: reference('indicator_analysis'),
    due_date: dueDate,
    status: state('indicators.action_statuses'),
  },
  indicator_target: { indicator_id: reference('indicator'), value: number, baseline: number },
};

/** table -> column -> kind, for every audited table whose columns need more than plain text. */
export const TABLE_FIELDS: Readonly<Record<string, TableFields>> = { ...organisation, ...aspects, ...risks, ...waste, ...management };

/** The kind of a table's column; undefined for plain text. */
export const fieldKindOf = (table: string, column: string): FieldKind | undefined => TABLE_FIELDS[table]?.[column];

/** The columns of a table whose values the API names: other rows (not users: `people` names them) and files. */
export const namedColumns = (table: string): Array<[column: string, target: string]> =>
  Object.entries(TABLE_FIELDS[table] ?? {}).flatMap(([column, kind]): Array<[string, string]> => {
    if (kind.kind === 'reference' && kind.table !== 'app_user') return [[column, kind.table]];
    return kind.kind === 'file' ? [[column, 'stored_file']] : [];
  });

/** A column holding the id of a row whose table another column of the same row decides (`by`: value -> table). */
export interface PolymorphicReference {
  by: string;
  tables: Readonly<Record<string, string>>;
}

/** table -> column -> how to find the table its ids belong to; the history names these rows as well. */
export const POLYMORPHIC_REFERENCES: Readonly<Record<string, Readonly<Record<string, PolymorphicReference>>>> = {
  responsibility: {
    level_id: { by: 'level', tables: { area: 'area', ambit: 'legal_ambit', subambit: 'subambit', requirement: 'legal_requirement' } },
  },
  // source_table holds the table's own name.
  improvement_action: {
    source_id: { by: 'source_table', tables: Object.fromEntries(Object.keys(IMPROVEMENT_SOURCES).map((table) => [table, table])) },
  },
};
