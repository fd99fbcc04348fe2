import { formatPeriod } from '../../../contract/field-kinds';
import type { Language } from '../../lib/language';

// How the change history names a row of each table a history column refers to: a SQL expression over
// the row `r`, in the reader's language. Constant text only (never a value); a test checks every
// reference of contract/table-fields.ts has one.

type RowName = (language: Language) => string;

/** Bilingual catalogue names: Catalan for Catalan readers, Spanish for everyone else (as pickName). */
const bilingual =
  (alias: string): RowName =>
  (language) =>
    `${alias}.${language === 'ca' ? 'name_catalan' : 'name_spanish'}`;
const own = bilingual('r');
const named: RowName = () => 'r.name';
const day =
  (column: string): RowName =>
  () =>
    `to_char(r.${column}, 'DD/MM/YYYY')`;
const through =
  (table: string, alias: string, column: string, name: RowName): RowName =>
  (language) =>
    `(SELECT ${name(language)} FROM ${table} ${alias} WHERE ${alias}.id = r.${column})`;

const aspectOf = through('aspect', 'a', 'aspect_id', bilingual('a'));
const practiceOf = through('good_practice', 'g', 'good_practice_id', bilingual('g'));

export const rowNames: Readonly<Record<string, RowName>> = {
  app_user: named,
  stored_file: () => 'r.original_name',
  consultancy: named,
  enterprise: named,
  center: named,
  area: own,
  legal_ambit: own,
  subambit: own,
  legal_scope: own,
  legal_requirement: own,
  legal_text: named,
  legal_change: () => `(SELECT t.name FROM legal_text t WHERE t.id = r.legal_text_id) || ' · ' || to_char(r.effective_date, 'DD/MM/YYYY')`,
  evidence: named,
  vector: own,
  aspect: own,
  good_practice: own,
  life_cycle_stage: named,
  zone: named,
  center_aspect: aspectOf,
  center_practice: practiceOf,
  evaluated_practice: (language) =>
    `(SELECT ${bilingual('g')(language)} FROM center_practice p JOIN good_practice g ON g.id = p.good_practice_id WHERE p.id = r.center_practice_id)`,
  evaluated_aspect: (language) =>
    `(SELECT ${bilingual('a')(language)} FROM center_aspect c JOIN aspect a ON a.id = c.aspect_id WHERE c.id = r.center_aspect_id)`,
  aspect_evaluation: day('date'),
  good_practice_evaluation: day('date'),
  risk_opportunity_ambit: own,
  risk_category: own,
  risk_question: own,
  risk_consequence: own,
  risk_process: named,
  risk_evaluation_round: () => 'r.year',
  risk_evaluation: (language) =>
    `(SELECT p.name || ' · ' || ${bilingual('c')(language)} FROM risk_process p, risk_consequence c WHERE p.id = r.process_id AND c.id = r.consequence_id)`,
  improvement_action: () => 'left(r.description, 80)',
  residue: own,
  dangerousness: own,
  treatment: named,
  residue_carrier: named,
  residue_manager: named,
  collection_plan: through('residue', 'w', 'residue_id', bilingual('w')),
  residue_collection: day('date'),
  project_ambit: named,
  project: named,
  task: named,
  enterprise_document: named,
  indicator_process: named,
  indicator: named,
  indicator_analysis: () => 'r.period',
};

/** Names whose SQL value is a code the field kinds word (an analysis's period "2025-03" reads "Marzo de 2025"). */
export const nameWordings: Readonly<Partial<Record<string, (name: string, language: Language) => string>>> = {
  indicator_analysis: formatPeriod,
};
