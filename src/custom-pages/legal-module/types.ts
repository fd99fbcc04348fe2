import type { EvidenceState } from '../../../contract/legal';
import type { NamedRecord } from '../../dataProvider';

/** GET /api/legal-document: `file` is a signed, short-lived URL (or null when none was uploaded). */
export interface LegalDocument {
  id: number;
  name: string;
  elaboration_date: string | null;
  file: string | null;
  is_valid: boolean;
  evidence_id: number;
  center_id: number;
  /** In the document list: the evidence it proves and that evidence's expiry (the document expires with it). */
  evidence_name?: string;
  expiration_date?: string | null;
}

/** GET /api/action: a corrective action planned to reach compliance. */
export interface CorrectiveAction {
  id: number;
  name: string;
  responsible: string;
  expected_date: string;
  applied_date: string | null;
  evidence_id: number;
  center_id: number;
  observations: string | null;
}

/** GET /api/evidence/{id}. */
export interface Evidence {
  id: number;
  name: string;
  state: EvidenceState;
  expiration_date: string | null;
  legal_requirement: NamedRecord;
  center: NamedRecord;
  area: NamedRecord;
  legal_ambit: NamedRecord;
  subambit: NamedRecord;
  documents: LegalDocument[];
  actions: CorrectiveAction[];
  /** Its requirement's text was repealed, or the requirement removed (issue 36): kept, no longer counted. */
  for_repealed_text?: boolean;
}
