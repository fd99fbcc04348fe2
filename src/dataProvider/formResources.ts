import type { RaRecord } from 'react-admin';
import { newFileOf, type Payload } from './requestBody';

/** A resource the API writes as a multipart form instead of the record it reads (spec §7). */
interface FormResource {
  /** Plain form parts. */
  fields?: readonly string[];
  /** Fields sent together as the JSON text of the `json_data` part; the server names its field errors after them. */
  jsonData?: readonly string[];
  /** File parts, sent only when the user chose a new file: the server keeps the stored one otherwise. */
  files?: readonly string[];
  /** Written as the JSON record after all: the entry only adds the reference ids its form edits. */
  json?: true;
  /** Form ids the record only nests: form field -> record field holding `{id}` or `[{id}]`. */
  referenceIds?: Readonly<Record<string, string>>;
}

const FORM_RESOURCES: Readonly<Record<string, FormResource>> = {
  // Projects and time (issue 10): JSON bodies; the forms edit the ids of the nested references.
  project: { json: true, referenceIds: { ambitId: 'ambit', centerId: 'center', coordinator_user_id: 'coordinator', user_ids: 'users' } },
  task: { json: true, referenceIds: { project_id: 'project', user_ids: 'users' } },
  dedication: { json: true, referenceIds: { task_id: 'task', user_id: 'user' } },
  'project-cost': { json: true, referenceIds: { project_id: 'project' } },
  // Legal register (spec §7): every level is named in Spanish and Catalan and placed by `order`.
  area: { fields: ['name_spanish', 'name_catalan', 'order'] },
  'legal-ambit': { fields: ['name_spanish', 'name_catalan', 'order', 'area_id'], referenceIds: { area_id: 'area' } },
  subambit: {
    fields: ['name_spanish', 'name_catalan', 'order', 'legal_ambit_id'],
    referenceIds: { legal_ambit_id: 'legal_ambit' },
  },
  'legal-scope': { fields: ['name_spanish', 'name_catalan', 'scope'] },
  'legal-text': { json: true, referenceIds: { legal_scope_id: 'legal_scope', subambit_id: 'subambit' } },
  'legal-requirement': {
    fields: ['name_spanish', 'name_catalan', 'evidence_name_spanish', 'evidence_name_catalan', 'order', 'legal_text_id'],
    referenceIds: { legal_text_id: 'legal_text' },
  },
  // Environmental aspects catalogues: JSON records; the aspect form edits its vector's id.
  aspect: { json: true, referenceIds: { vector_id: 'vector' } },
  // Waste catalogues (spec §7 "Waste"): pictogram only when a new file is chosen; residues and parties as JSON.
  dangerousness: { fields: ['name_spanish', 'name_catalan'], files: ['pictogram'] },
  treatment: { fields: ['name', 'type'] },
  residue: { json: true, referenceIds: { dangerousness_ids: 'dangerousnesses' } },
  'residue-carrier': { json: true, referenceIds: { residue_ids: 'residues' } },
  'residue-manager': { json: true, referenceIds: { residue_ids: 'residues' } },
  // Residue module (spec §7): multipart plan, collection and incidence forms; files only when newly chosen.
  'collection-plan': {
    fields: [
      'id', 'center_id', 'type', 'start_date', 'end_date', 'first_deposit_date', 'residue_id', 'treatment_id', 'carrier_id', 'manager_id',
      'collection_frequency', 'observations', 'is_cancelled', 'container_quantity', 'capacity_of_containers', 'notify_carrier', 'notify_manager',
      'previous_notification_date', 'treatment_contract_expiry', 'quantity_of_persons', 'residue_generation_ratio', 'quantity_of_days',
    ],
    files: ['photo_of_container', 'previous_notification_document', 'treatment_contract_document'],
  },
  'residue-collection': {
    fields: ['id', 'collection_plan_id', 'date', 'quantity', 'unit', 'accepted_quantity', 'refused_quantity', 'collection_document_number', 'observations'],
    files: ['collection_document', 'delivery_note'],
  },
  incidence: { fields: ['id', 'residue_collection_id', 'date', 'description'], files: ['file'] },
  consultancy: { fields: ['name', 'domain_name'], files: ['logo'] },
  // Risk catalogues: JSON records whose forms edit the nested references by id.
  question: { json: true, referenceIds: { ambit_id: 'ambit', category_id: 'category' } },
  consequence: { json: true, referenceIds: { question_id: 'question' } },
  enterprise: {
    jsonData: ['name', 'userIdList'],
    files: ['logo'],
    referenceIds: { userIdList: 'userList' },
  },
  center: {
    jsonData: [
      'name',
      'postal_code',
      'autonomous_community',
      'province',
      'municipality',
      'address',
      'used_language',
      'enterpriseId',
      'consultancyId',
      'userIdList',
    ],
    files: ['logo'],
    referenceIds: { enterpriseId: 'enterprise', consultancyId: 'consultancy', userIdList: 'userList' },
  },
};

/** The body of a create or update: the form a form resource takes, the record as JSON otherwise. */
export interface WriteRequest {
  body: Payload;
  multipart?: boolean;
}

const pick = (data: Payload, fields: readonly string[] = []): Payload =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));

export const toWriteRequest = (resource: string, data: Payload): WriteRequest => {
  const form = FORM_RESOURCES[resource];
  if (!form || form.json) return { body: data };
  const files = Object.fromEntries((form.files ?? []).map((field) => [field, newFileOf(data[field])]));
  const jsonData = form.jsonData ? { json_data: JSON.stringify(pick(data, form.jsonData)) } : {};
  return { body: { ...pick(data, form.fields), ...jsonData, ...files }, multipart: true };
};

type Reference = { id: RaRecord['id'] } | null | undefined;

const idsOf = (reference: Reference | Reference[]) =>
  Array.isArray(reference) ? reference.flatMap((item) => (item ? [item.id] : [])) : (reference?.id ?? null);

/** Adds the ids a form edits (`enterpriseId`, `userIdList`) to a record that nests the references. */
export const withReferenceIds = <T extends RaRecord>(resource: string, record: T): T => {
  const referenceIds = FORM_RESOURCES[resource]?.referenceIds;
  if (!referenceIds) return record;
  const ids = Object.entries(referenceIds).map(([formField, recordField]) => [formField, idsOf(record[recordField])]);
  return { ...record, ...Object.fromEntries(ids) };
};
