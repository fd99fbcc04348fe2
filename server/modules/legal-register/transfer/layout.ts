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
