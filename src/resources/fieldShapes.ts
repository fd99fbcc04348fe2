import type { FieldKind } from '../../contract/field-kinds';
import type { DeclaredField, DeclaredFilter } from './declare';

// The field shapes the catalogues share, so that a declaration reads as its list of fields.

/** Spanish and Catalan names (`name_spanish`, `name_catalan`, or `evidence_name_*` under another source), both required. */
export const bilingualName: DeclaredField = { kind: { kind: 'bilingualName' } };

/** Position among siblings: lower comes first, ties keep creation order. */
export const order: DeclaredField = { kind: { kind: 'number' }, min: 0 };

export const text = (options: Omit<DeclaredField, 'kind'> = {}): DeclaredField => ({ kind: { kind: 'text' }, ...options });

/** The id of another resource's row, picked by its name; required unless said otherwise. */
export const reference = (table: string, options: Omit<DeclaredField, 'kind'> = {}): DeclaredField => ({
  kind: { kind: 'reference', table },
  required: true,
  ...options,
});

/** A code among `choices`, labelled `<labels>.<code>`. */
export const state = (labels: string, choices: readonly string[], options: Omit<DeclaredField, 'kind'> = {}): DeclaredField => ({
  kind: { kind: 'state', labels },
  choices,
  required: true,
  ...options,
});

export const stateKind = (labels: string): FieldKind => ({ kind: 'state', labels });

export const byOrder = { field: 'order', order: 'ASC' } as const;

/** The register's parent filters: the query parameter and the level it picks. */
const REGISTER_PARENTS = { areaId: 'area', legalAmbitId: 'legal-ambit', subambitId: 'subambit', legalScopeId: 'legal-scope' } as const;

/** One autocomplete per level above the listed register records. */
export const registerFilters = (...parents: (keyof typeof REGISTER_PARENTS)[]): DeclaredFilter[] =>
  parents.map((parent) => ({ source: parent, reference: REGISTER_PARENTS[parent], label: `legalRegister.filters.${parent}`, width: 220 }));
