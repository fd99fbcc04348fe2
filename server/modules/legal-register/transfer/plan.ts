import { LEGAL_SCOPE_KINDS } from '../../../../contract/legal';
import type { KeyedRowProblem } from '../../../lib/errors';
import { IDENTITY_FIELDS, type RegisterColumn, type RegisterRow } from './layout';
import { identityProblems, type IdentityInput } from '../../legal-changes/identity';
import { labelled, message, type Message, type MessageKey } from '../../../lib/messages';
import { LABELLED } from './export';

/** A date cell as yyyy-MM-dd (written so, as a date-time, or as dd/MM/yyyy); null when blank, undefined when unreadable. */
export function cellDate(cell: string | null | undefined): string | null | undefined {
  if (!cell) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(cell);
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const day = iso ? iso[1]! : spanish ? `${spanish[3]}-${spanish[2]!.padStart(2, '0')}-${spanish[1]!.padStart(2, '0')}` : undefined;
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
}

/** A coded cell that is none of its codes: the choices by their labels in the reader's language, as the file shows them. */
const notOneOf = (column: RegisterColumn, value: string) => {
  const { labels, codes } = LABELLED[column]!;
  return message('register.notOneOf', { value, choices: labelled(labels, codes) });
};

/** The routes' problems naming raw codes ("REGIONAL", "IN_FORCE"), said in the file as the choices' labels. */
const CODED_IDENTITY: Partial<Record<MessageKey, RegisterColumn>> = {
  'legalChanges.unknownBulletin': 'legal_text_bulletin',
  'legalChanges.unknownState': 'legal_text_state',
};

/** A text's identity cells checked as the text's own routes check them (issue 36); worded in the reader's language. */
function identityCellProblems(row: RegisterRow, problem: (column: RegisterColumn, said: Message) => void) {
  const input: IdentityInput = {};
  const columnOf = new Map<string, RegisterColumn>();
  for (const [column, field] of Object.entries(IDENTITY_FIELDS) as [keyof typeof IDENTITY_FIELDS, keyof IdentityInput][]) {
    columnOf.set(field, column);
    const cell = row[column];
    if (!cell) continue;
    const value = field.endsWith('_date') ? cellDate(cell) : cell;
    if (value === undefined) problem(column, 'legalChanges.notADate');
    else (input as Record<string, string | null>)[field] = value;
  }
  for (const [field, key] of Object.entries(identityProblems(input))) {
    const column = columnOf.get(field)!;
    const coded = CODED_IDENTITY[key];
    problem(column, coded ? notOneOf(coded, row[coded] ?? '') : key);
  }
}

/** The longest cell a register field holds (a text's articles excepted). */
const MAX_CELL = 500;

export type NodeState = 'created' | 'updated' | 'unchanged';

/** One record of one level, existing or to be created, with the records it hangs from. */
export interface PlanNode<V> {
  id?: number;
  values: V;
  links: PlanNode<unknown>[];
  state: NodeState;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The records of one level of the register, keyed by their match key. */
export class LevelPlan<V> {
  readonly nodes = new Map<string, PlanNode<V>>();

  /** Registers a record already in the database. */
  known(key: string, node: PlanNode<V>) {
    this.nodes.set(key, node);
  }

  /** What a row says of this level: creates, updates, or leaves the record as it is. */
  upsert(key: string, values: V, links: PlanNode<unknown>[]): PlanNode<V> {
    const node = this.nodes.get(key);
    if (!node) {
      const created: PlanNode<V> = { values, links, state: 'created' };
      this.nodes.set(key, created);
      return created;
    }
    const changed =
      !sameValues(node.values, values) || node.links.length !== links.length || node.links.some((link, i) => link !== links[i]);
    if (changed) {
      node.values = values;
      node.links = links;
      if (node.state === 'unchanged') node.state = 'updated';
    }
    return node;
  }

  count() {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    for (const node of new Set(this.nodes.values())) counts[node.state]++;
    return counts;
  }

  changed(state: Exclude<NodeState, 'unchanged'>) {
    return [...new Set(this.nodes.values())].filter((node) => node.state === state);
  }
}

/** Checks one row's cells, in the order a person reads them; answers what is wrong, column by column. */
export function rowProblems(row: RegisterRow, number: number, knownRequirementIds: Set<number>): KeyedRowProblem[] {
  const problems: KeyedRowProblem[] = [];
  const problem = (column: RegisterColumn, said: Message) => problems.push({ row: number, column, problem: said });
  const has = (...columns: RegisterColumn[]) => columns.some((column) => row[column]);
  const requireAll = (...columns: RegisterColumn[]) => {
    for (const column of columns) if (!row[column]) problem(column, 'register.cellRequired');
  };

  const requirementColumns: RegisterColumn[] = [
    'requirement_id',
    'requirement_es',
    'requirement_ca',
    'evidence_es',
    'evidence_ca',
    'requirement_order',
  ];
  const textColumns: RegisterColumn[] = [
    'legal_text',
    'legal_text_articles',
    ...(Object.keys(IDENTITY_FIELDS) as RegisterColumn[]),
    'scope_kind',
    'scope_es',
    'scope_ca',
    ...requirementColumns,
  ];
  const subambitColumns: RegisterColumn[] = ['subambit_es', 'subambit_ca', 'subambit_order', ...textColumns];
  const ambitColumns: RegisterColumn[] = ['legal_ambit_es', 'legal_ambit_ca', 'legal_ambit_order', ...subambitColumns];

  requireAll('area_es', 'area_ca');
  if (has(...ambitColumns)) requireAll('legal_ambit_es', 'legal_ambit_ca');
  if (has(...subambitColumns)) requireAll('subambit_es', 'subambit_ca');
  if (has(...textColumns)) requireAll('legal_text', 'scope_kind', 'scope_es', 'scope_ca');
  if (has(...requirementColumns)) requireAll('requirement_es', 'requirement_ca', 'evidence_es', 'evidence_ca');

  for (const column of ['area_order', 'legal_ambit_order', 'subambit_order', 'requirement_order'] as const) {
    const value = row[column];
    if (value && !/^\d{1,7}$/.test(value)) problem(column, message('register.notWholeNumber', { value }));
  }
  if (row.legal_text) identityCellProblems(row, problem);
  const kind = row.scope_kind;
  if (kind && !(LEGAL_SCOPE_KINDS as readonly string[]).includes(kind)) problem('scope_kind', notOneOf('scope_kind', kind));
  const id = row.requirement_id;
  if (id && (!/^\d+$/.test(id) || !knownRequirementIds.has(Number(id))))
    problem('requirement_id', message('register.unknownRequirement', { id }));
  for (const [column, value] of Object.entries(row) as [RegisterColumn, string][]) {
    if (column !== 'legal_text_articles' && value.length > MAX_CELL) problem(column, message('register.cellTooLong', { max: MAX_CELL }));
  }
  return problems;
}
