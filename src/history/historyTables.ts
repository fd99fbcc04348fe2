// The API's table names (GET /api/history?table=) and the react-admin resources whose translations label their fields.

/** Resource of an edit page -> the table whose history it shows. */
const TABLE_OF_RESOURCE: Record<string, string> = {
  user: 'app_user',
  consultancy: 'consultancy',
  enterprise: 'enterprise',
  center: 'center',
  'project-ambit': 'project_ambit',
  project: 'project',
  task: 'task',
  dedication: 'dedication',
  'project-cost': 'project_cost',
  area: 'area',
  'legal-ambit': 'legal_ambit',
  subambit: 'subambit',
  'legal-scope': 'legal_scope',
  'legal-text': 'legal_text',
  'legal-requirement': 'legal_requirement',
  evidence: 'evidence',
  'legal-document': 'legal_document',
  action: 'evidence_action',
  vector: 'vector', aspect: 'aspect', 'good-practice': 'good_practice',
  'risk-opportunity-ambit': 'risk_opportunity_ambit',
  category: 'risk_category',
  question: 'risk_question',
  consequence: 'risk_consequence',
  'improvement-action': 'improvement_action',
  'risk-evaluation': 'risk_evaluation',
  'risk-process': 'risk_process',
  dangerousness: 'dangerousness',
  residue: 'residue',
  treatment: 'treatment',
  'residue-carrier': 'residue_carrier',
  'residue-manager': 'residue_manager',
  'collection-plan': 'collection_plan',
  'residue-collection': 'residue_collection',
  incidence: 'incidence',
  indicator: 'indicator',
  'indicator-action': 'indicator_action',
  'indicator-target': 'indicator_target',
  'indicator-measurement': 'indicator_measurement',
  'indicator-threshold': 'indicator_threshold',
  'indicator-analysis': 'indicator_analysis',
};

const RESOURCE_OF_TABLE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TABLE_OF_RESOURCE).map(([resource, table]) => [table, resource])),
  consultancy_email_config: 'email-configuration',
};

export const tableOfResource = (resource: string | undefined): string | undefined =>
  resource === undefined ? undefined : TABLE_OF_RESOURCE[resource];

export const resourceOfTable = (table: string): string | undefined => RESOURCE_OF_TABLE[table];
