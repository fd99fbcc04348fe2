// Legal register and legal-requirement module constants shared by the API and the browser app.

/** Kinds of legal scope; a center selects which scopes of each kind apply to it (spec §3 "Selected legal scopes"). */
export const LEGAL_SCOPE_KINDS = ['NATIONAL_AND_EUROPEAN', 'AUTONOMOUS_COMMUNITY', 'LOCAL'] as const;
export type LegalScopeKind = (typeof LEGAL_SCOPE_KINDS)[number];

/** Spec §4/§9: evidence fulfilment states. */
export const EVIDENCE_STATES = ['NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED'] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** How often a center's expiry digest is sent; MONTHLY by default (spec §9), NEVER switches it off. */
export const NOTIFICATION_PERIODICITIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'NEVER'] as const;
export type NotificationPeriodicity = (typeof NOTIFICATION_PERIODICITIES)[number];

/** Levels of the register a responsible person can be assigned to (spec §7 responsibility routes). */
export const RESPONSIBILITY_LEVELS = ['area', 'ambit', 'subambit', 'requirement'] as const;
export type ResponsibilityLevel = (typeof RESPONSIBILITY_LEVELS)[number];

/**
 * A center's warning window in days: what its expiry digest looks ahead (DAILY 7, WEEKLY 30, MONTHLY 60);
 * a center that gets no digest (NEVER) still sees 30 days ahead, the about-to-expire list's default.
 */
export const WARNING_DAYS: Record<NotificationPeriodicity, number> = { DAILY: 7, WEEKLY: 30, MONTHLY: 60, NEVER: 30 };
export const DEFAULT_WARNING_DAYS = WARNING_DAYS.MONTHLY;
