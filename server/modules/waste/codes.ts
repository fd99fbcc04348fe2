// The codes of Spanish waste law the waste module validates (Ley 7/2022, Decision 2014/955/EU, RD 553/2020).

/**
 * A LER code in the one form the API stores and answers: three pairs of digits separated by
 * spaces, then "*" when the waste is hazardous ("15 01 10*"). Accepts "150110*", "15 01 10*",
 * "15.01.10*", "15-01-10 *"; undefined when the text is not a LER code.
 */
export function normaliseLer(text: string): string | undefined {
  const match = /^\s*(\d{2})[\s.-]*(\d{2})[\s.-]*(\d{2})\s*(\*?)\s*$/.exec(text);
  if (!match) return undefined;
  return `${match[1]} ${match[2]} ${match[3]}${match[4]}`;
}

/** The mark a hazardous waste's LER code ends with; the clock's SQL (clock-rules.ts) reads the same constant. */
export const HAZARDOUS_MARK = '*';
export const isHazardousLer = (ler: string): boolean => ler.endsWith(HAZARDOUS_MARK);

/** INE province codes run from 01 (Araba/Álava) to 52 (Melilla). */
export function isValidNima(nima: string): boolean {
  if (!/^\d{10}$/.test(nima)) return false;
  const province = Number(nima.slice(0, 2));
  return province >= 1 && province <= 52;
}

/** Recovery operations R1..R13 (annex II of Ley 7/2022) and elimination operations D1..D15 (annex I). */
export const TREATMENT_CODES = [
  ...Array.from({ length: 13 }, (_, i) => `R${i + 1}`),
  ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`),
] as const;

export type TreatmentKind = 'recovery' | 'elimination';
/** Elimination operations are D codes, the rest recovery (R); the clock's SQL reads the same constant. */
export const ELIMINATION_PREFIX = 'D';
export const treatmentKind = (code: string): TreatmentKind => (code.startsWith(ELIMINATION_PREFIX) ? 'elimination' : 'recovery');

/** The hazard properties of Regulation (EU) 1357/2014, HP1..HP15 (the seeded dangerousness records carry them as `code`). */
export const HAZARD_CODES: readonly string[] = Array.from({ length: 15 }, (_, i) => `HP${i + 1}`);

/**
 * The pictogram shipped with the app for a hazard class (public/hazard-pictograms, served as static
 * files): what the dangerousness API answers until the admin uploads one of their own. Null for a
 * class the admin added (no code).
 */
export const defaultPictogram = (code: string | null): string | null =>
  code && HAZARD_CODES.includes(code) ? `/hazard-pictograms/${code}.svg` : null;
