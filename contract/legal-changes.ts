// Regulatory change (issue 36): a legal text's identity, its recorded changes, the centers' reviews of them.

/** The official bulletins a legal text's reference is read against. */
export const BULLETINS = ['BOE', 'DOUE', 'DOGC', 'REGIONAL', 'PROVINCIAL'] as const;
export type Bulletin = (typeof BULLETINS)[number];

/** Whether a legal text is in force, partly repealed or repealed (from its `state_date`). */
export const LEGAL_TEXT_STATES = ['IN_FORCE', 'PARTIALLY_REPEALED', 'REPEALED'] as const;

/** What a recorded change did to a text or one of its requirements. */
export const LEGAL_CHANGE_KINDS = [
  'TEXT_MODIFIED',
  'REQUIREMENT_ADDED',
  'REQUIREMENT_CHANGED',
  'REQUIREMENT_REMOVED',
  'TEXT_PARTIALLY_REPEALED',
  'TEXT_REPEALED',
] as const;
export type LegalChangeKind = (typeof LEGAL_CHANGE_KINDS)[number];

export const REVIEW_STATES = ['PENDING', 'DECIDED'] as const;

/** A center's answer to a change: it still applies, it no longer does (with a reason), or new evidence is needed. */
export const REVIEW_DECISIONS = ['STILL_APPLIES', 'NO_LONGER_APPLIES', 'NEW_EVIDENCE_NEEDED'] as const;

/** Days a center has to review a change, unless its consultancy set otherwise. */
export const DEFAULT_REVIEW_DAYS = 30;

const CODED = '[A-Z]{3,6}-[A-Za-z]-(\\d{4})-\\d{1,8}';
/** Each bulletin's reference forms; the first group, when present, is the year of publication. */
const REFERENCE_FORMS: Record<Bulletin, RegExp[]> = {
  BOE: [/^BOE-A-(\d{4})-\d{1,6}$/],
  DOUE: [/^3(\d{4})[LRDF]\d{4}$/, /^DOUE-[A-Z]-(\d{4})-\d{1,6}$/],
  DOGC: [/^DOGC-[A-Za-z]-(\d{4})-\d{1,8}$/, /^\d{8}$/],
  REGIONAL: [new RegExp(`^${CODED}$`)],
  PROVINCIAL: [/^(?:CVE[ -]?)?(\d{4})\d{6,16}$/, new RegExp(`^${CODED}$`)],
};

/**
 * Why a reference is not in its bulletin's form: 'form' (no form matches) or 'year' (its year is not the
 * publication's), or undefined when it is right. Shared by the server's validation and the browser's form.
 */
export function officialReferenceProblem(
  bulletin: Bulletin,
  reference: string,
  publicationDate?: string | null,
): 'form' | 'year' | undefined {
  for (const form of REFERENCE_FORMS[bulletin]) {
    const match = form.exec(reference.trim());
    if (!match) continue;
    const year = match[1];
    return year && publicationDate && publicationDate.slice(0, 4) !== year ? 'year' : undefined;
  }
  return 'form';
}
