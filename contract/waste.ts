// Waste management (issue 9): the legal clock of all centers, as the server answers it and the browser asks for it.

/** How far the clock of all centers looks ahead by default, and how much the page's "widen" adds each time. */
export const CLOCK_HORIZON_DAYS = 90;
/** A page of the all-centers clock: larger than a list's, it is read top to bottom. */
export const CLOCK_PAGE_SIZE = 100;

/** Every kind of file the residue module keeps: the API's `kind` filter and the file-management page's choices. */
export const WASTE_FILE_KINDS = [
  'treatment_contract',
  'previous_notification',
  'container_photo',
  'collection_document',
  'delivery_note',
  'incidence',
] as const;
export type WasteFileKind = (typeof WASTE_FILE_KINDS)[number];

/** What a dated obligation of the legal clock is about (waste.clock.kinds.* in the catalogues). */
export type ClockKind =
  | 'storage_limit'
  | 'prior_notification'
  | 'treatment_contract_missing'
  | 'treatment_contract_expiry'
  | 'carrier_authorisation'
  | 'manager_authorisation'
  | 'yearly_report';

/** One obligation of a center's legal clock, as GET …/legal-clock answers it (days counted on Spain's day). */
export interface ClockItem {
  kind: ClockKind;
  due_date: string;
  days_left: number;
  overdue: boolean;
  plan_id: number | null;
  residue: string | null;
  party: string | null;
}
