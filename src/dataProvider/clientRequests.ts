import type { Identifier } from 'react-admin';
import type { EvidenceState } from '../../contract/legal';
import type { RequestKind, RequestState, WasteDocument } from '../../contract/requests';
import type { HttpClient } from './httpClient';
import type { Payload } from './requestBody';

// Issue 35: what the consultancy asks a center's client people for, their answer and its review (docs/requests-api.md).

export type { RequestKind, RequestState, WasteDocument } from '../../contract/requests';

interface Named {
  id: number;
  name: string;
}

/** One request as the lists answer it. */
export interface RequestSummary {
  id: number;
  center: Named;
  enterprise: Named;
  kind: RequestKind;
  title: string;
  due_date: string;
  state: RequestState;
  is_overdue: boolean;
  batch_id: string | null;
  /** The evidence's, document's or indicators' name; null for a question. */
  target_name: string | null;
  created_by: Named | null;
  created_at: string;
  answered_at: string | null;
  reviewed_at: string | null;
  /** Why staff sent it back (state returned). */
  return_reason: string | null;
}

/** One indicator reading asked for, with the client's figure once answered. */
export interface RequestReading {
  id: number;
  indicator: Named;
  unit: string;
  period: string;
  value: number | null;
}

export interface RequestFile {
  id: number;
  name: string;
  size: number;
  /** A signed link, valid about an hour; null when the stored file is gone. */
  url: string | null;
}

/** One request whole: what is asked, the answer, the review and what accepting it wrote. */
export interface ClientRequest extends RequestSummary {
  message: string;
  reminder_days: number;
  /** The answer must carry the day the document is valid until. */
  asks_validity_date: boolean;
  target: {
    evidence: (Named & { legal_requirement: Named; expiration_date: string | null; has_expiry: boolean }) | null;
    waste_document: WasteDocument | null;
    collection_plan: Named | null;
    residue_collection: Named | null;
    enterprise_document: Named | null;
    document_name: string | null;
    document_category: string | null;
    items: RequestReading[];
  };
  answer_text: string | null;
  validity_date: string | null;
  files: RequestFile[];
  answered_by: Named | null;
  reviewed_by: Named | null;
  filed: { kind: string; id: number }[];
}

/** What staff send to ask: the centers, the kind and only the target fields of that kind. */
export interface RequestDraft {
  center_ids: Identifier[];
  kind: RequestKind;
  title: string;
  message: string;
  due_date: string;
  reminder_days?: number;
  asks_validity_date?: boolean;
  evidence_id?: Identifier;
  waste_document?: WasteDocument;
  collection_plan_id?: Identifier;
  residue_collection_id?: Identifier;
  enterprise_document_id?: Identifier;
  document_name?: string;
  document_category?: string;
  items?: { indicator_id: Identifier; period: string }[];
}

export interface CreatedRequests {
  batch_id: string | null;
  count: number;
  results: RequestSummary[];
}

/**
 * The client's answer: `text`, `validity_date`, `reading_<item id>` and `files` (react-admin FileInput values);
 * sent as a form when it carries a new file.
 */
export type RequestAnswer = Payload;

const requestPath = (id: Identifier, step = '') => `/requests/${encodeURIComponent(String(id))}${step ? `/${step}` : ''}`;

export const clientRequestMethods = (client: HttpClient) => ({
  getRequest: (id: Identifier) => client.json<ClientRequest>(requestPath(id)),
  /** One request per center, in one transaction; answers them all (and their batch when more than one). */
  createRequests: (draft: RequestDraft) => client.json<CreatedRequests>('/requests', { method: 'POST', body: { ...draft } }),
  answerRequest: (id: Identifier, answer: RequestAnswer) =>
    client.json<ClientRequest>(requestPath(id, 'answer'), { method: 'POST', body: answer }),
  /** Files the answer; an evidence's document may also set the evidence's state (FULFILLED). */
  acceptRequest: (id: Identifier, change: { evidence_state?: EvidenceState } = {}) =>
    client.json<ClientRequest>(requestPath(id, 'accept'), { method: 'POST', body: { ...change } }),
  returnRequest: (id: Identifier, reason: string) =>
    client.json<ClientRequest>(requestPath(id, 'return'), { method: 'POST', body: { reason } }),
  cancelRequest: (id: Identifier) => client.json<ClientRequest>(requestPath(id, 'cancel'), { method: 'POST', body: {} }),
});
export type ClientRequestMethods = ReturnType<typeof clientRequestMethods>;
