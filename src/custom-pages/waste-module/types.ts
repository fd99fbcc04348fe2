import type { DangerousnessReference, ResidueParty } from '../../resources/waste/types';

export type DocumentState = 'not_needed' | 'present' | 'missing' | 'expired';
type PartyReference = Pick<ResidueParty, 'id' | 'name' | 'email' | 'is_authorisation_expired' | 'authorisation_expiry'>;

/** GET /api/collection-plan rows (spec §3 plus the computed dates and document states). */
export interface Plan {
  id: number;
  type: string;
  start_date: string;
  end_date: string | null;
  first_deposit_date: string | null;
  center_id: number;
  residue_id: number;
  treatment_id: number;
  carrier_id: number | null;
  manager_id: number | null;
  residue: { id: number; name: string; ler_code: string; is_hazardous: boolean; dangerousnesses?: DangerousnessReference[] };
  treatment: { id: number; name: string; type: string; kind: string };
  carrier: PartyReference | null;
  manager: PartyReference | null;
  collection_frequency: number | null;
  is_cancelled: boolean;
  last_collection_date: string | null;
  next_collection_date: string | null;
  storage_deadline: string | null;
  documents: { treatment_contract: DocumentState; previous_notification: DocumentState };
}
export interface Collection {
  id: number;
  center_id: number;
  collection_plan_id: number;
  residue: { id: number; name: string; ler_code: string };
  date: string;
  quantity: string;
  unit: string;
  accepted_quantity: string | null;
  refused_quantity: string | null;
  collection_document_number: string | null;
  incidence_count: number;
  documents: { collection_document: DocumentState; delivery_note: DocumentState };
}
export interface Incidence {
  id: number;
  center_id: number;
  residue_collection_id: number;
  date: string;
  description: string;
  file: string | null;
}

/** Due dates of the module turn amber a week ahead (the module's default reminder) and red once passed. */
export const REMINDER_DAYS = 7;
