// Legal register constants shared by the API and the browser app.

/** Kinds of legal scope; a center selects which scopes of each kind apply to it (spec §3 "Selected legal scopes"). */
export const LEGAL_SCOPE_KINDS = ['NATIONAL_AND_EUROPEAN', 'AUTONOMOUS_COMMUNITY', 'LOCAL'] as const;
export type LegalScopeKind = (typeof LEGAL_SCOPE_KINDS)[number];
