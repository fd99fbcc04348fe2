/** A legal text's identity (issue 36), by the field of the text's wire each column holds. */
export const IDENTITY_FIELDS = {
  legal_text_bulletin: 'bulletin',
  legal_text_reference: 'official_reference',
  legal_text_eli: 'eli_url',
  legal_text_publication_date: 'publication_date',
  legal_text_effective_date: 'effective_date',
  legal_text_state: 'state',
  legal_text_state_date: 'state_date',
  legal_text_changed_by: 'changed_by_text',
  legal_text_consolidated_url: 'consolidated_url',
} as const;
/** Columns a file may leave out (files exported before issue 36): the texts keep what they hold. */
export const IDENTITY_COLUMNS = Object.keys(IDENTITY_FIELDS) as (keyof typeof IDENTITY_FIELDS)[];

// One row per legal requirement (or per empty level), identical for export and import so files round-trip.
export const REGISTER_COLUMNS = [
  'area_es',
  'area_ca',
  'area_order',
  'legal_ambit_es',
  'legal_ambit_ca',
  'legal_ambit_order',
  'subambit_es',
  'subambit_ca',
  'subambit_order',
  'scope_kind',
  'scope_es',
  'scope_ca',
  'legal_text',
  'legal_text_articles',
  ...IDENTITY_COLUMNS,
  'requirement_id',
  'requirement_es',
  'requirement_ca',
  'evidence_es',
  'evidence_ca',
  'requirement_order',
] as const;

export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];
export type RegisterRow = Partial<Record<RegisterColumn, string>>;

/** Articles of a legal text share one cell, one per line. */
export const ARTICLE_SEPARATOR = '\n';

/** Matching is by Spanish name, ignoring case and surrounding spaces. */
export const matchKey = (...parts: (string | number | undefined)[]) =>
  parts
    .map((part) =>
      String(part ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('\u0000');
