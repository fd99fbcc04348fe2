// Client requests (issue 35), shared by the API and the browser app: docs/requests-api.md.

export const REQUEST_KINDS = ['evidence_document', 'waste_document', 'enterprise_document', 'indicator_readings', 'question'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATES = ['open', 'answered', 'accepted', 'returned', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** States in which the client has to act (answer); overdue is only shown for these. */
export const PENDING_STATES: readonly RequestState[] = ['open', 'returned'];
/** States a request can still be cancelled from. */
export const CANCELLABLE_STATES: readonly RequestState[] = ['open', 'answered', 'returned'];

/** Which waste-module document a waste_document request asks for. */
export const WASTE_DOCUMENTS = [
  'previous_notification',
  'treatment_contract',
  'carrier_authorisation',
  'manager_authorisation',
  'delivery_note',
  'identification_document',
] as const;
export type WasteDocument = (typeof WASTE_DOCUMENTS)[number];

/** Documents of a collection (the others belong to a plan). */
export const COLLECTION_DOCUMENTS: readonly WasteDocument[] = ['delivery_note', 'identification_document'];
/** Documents that carry an expiry: the answer asks for its validity date unless the request says otherwise. */
export const EXPIRING_DOCUMENTS: readonly WasteDocument[] = ['treatment_contract', 'carrier_authorisation', 'manager_authorisation'];

/** Days before the due date the first reminder goes out, unless the request says otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;
/** How many centers one call may ask at once, and how many indicator periods one request may hold. */
export const MAX_REQUEST_CENTERS = 1000;
export const MAX_REQUEST_ITEMS = 50;
/** Browser route of one request (mail and agenda links). */
export const requestPath = (id: number) => `/requests/${id}`;
