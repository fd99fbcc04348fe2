/** Wire shapes of the waste catalogues (spec §3). */
export interface Dangerousness {
  id: number;
  name: string;
  name_spanish: string;
  name_catalan: string;
  code: string | null;
  pictogram: string | null;
  pictogram_uploaded: boolean;
}
export interface DangerousnessReference {
  id: number;
  name: string;
  code: string | null;
  pictogram: string | null;
}
export interface ResidueParty {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  code: string;
  nima: string | null;
  address: string | null;
  authorisation_expiry: string | null;
  is_authorisation_expired: boolean;
  residues: { id: number; name: string; ler_code: string }[];
}

/** The LER code as the API accepts it: three pairs of digits, spaces or dots between, * when hazardous. */
export const LER_PATTERN = /^\s*\d{2}[\s.-]*\d{2}[\s.-]*\d{2}\s*\*?\s*$/;
export const NIMA_PATTERN = /^(0[1-9]|[1-4]\d|5[0-2])\d{8}$/;
/** Recovery operations R1..R13 and elimination operations D1..D15. */
export const TREATMENT_CODES = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];
