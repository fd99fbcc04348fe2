// Document module (enterprise documents) and pest-control constants shared by the API and the browser app.

export const DOCUMENT_CATEGORIES = [
  'LICENSE',
  'PERMIT',
  'CERTIFICATE',
  'CONTRACT',
  'POLICY',
  'PROCEDURE',
  'REPORT',
  'INSURANCE',
  'OTHER',
] as const;

/** A document expiring within this many days is flagged "soon to expire". */
export const DOCUMENT_SOON_DAYS = 30;

/** valid, expiring (within DOCUMENT_SOON_DAYS), expired (expiry date passed). */
export const DOCUMENT_STATUSES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DDD_TREATMENT_TYPES = ['RODENT_CONTROL', 'DISINFECTION', 'INSECT_CONTROL', 'LEGIONELLA_PREVENTION'] as const;
export const DDD_POINT_KINDS = ['TRAP', 'BAIT'] as const;
