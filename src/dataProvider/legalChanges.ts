import type { Identifier } from 'react-admin';
import type { Bulletin, LegalChangeKind, LEGAL_TEXT_STATES, REVIEW_DECISIONS, REVIEW_STATES } from '../../contract/legal-changes';
import type { Page } from '../../contract/paging';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';
import type { NamedRecord } from './legalModule';

// Regulatory change (issue 36, docs/legal-changes-api.md): a text's recorded changes, the centers' reviews of them,
// and the client's monthly bulletin.

export type LegalTextState = (typeof LEGAL_TEXT_STATES)[number];
export type ReviewState = (typeof REVIEW_STATES)[number];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The identity fields a legal text's answer carries beside the spec's (null when unknown). */
export interface LegalTextIdentity {
  bulletin: Bulletin | null;
  official_reference: string | null;
  eli_url: string | null;
  publication_date: string | null;
  effective_date: string | null;
  state: LegalTextState;
  state_date: string | null;
  changed_by_text: string | null;
  consolidated_url: string | null;
}

/** The fields a change touched, before and after it. */
export interface Wording {
  texts?: string[];
  name_spanish?: string;
  name_catalan?: string;
  evidence_name_spanish?: string;
  evidence_name_catalan?: string;
  state?: LegalTextState;
  state_date?: string | null;
  removed_date?: string | null;
}

export interface ChangedText extends NamedRecord {
  official_reference: string | null;
}

/** A recorded change (a version of the text or of one of its requirements). */
export interface LegalChange {
  id: number;
  kind: LegalChangeKind;
  note: string;
  effective_date: string;
  changed_by_text: string | null;
  recorded_at: string;
  recorded_by: NamedRecord | null;
  legal_text: ChangedText;
  legal_requirement: NamedRecord | null;
  before: Wording | null;
  after: Wording | null;
  area: NamedRecord;
  legal_ambit: NamedRecord;
  subambit: NamedRecord;
  legal_scope: NamedRecord;
  reviews: { total: number; pending: number };
}

/** A requirement's wording as a change writes it. */
export interface RequirementWording {
  name_spanish: string;
  name_catalan: string;
  evidence_name_spanish: string;
  evidence_name_catalan: string;
  order?: number;
}

/** POST /api/legal-text/{id}/changes: what each kind needs is in the API document, section 3. */
export interface LegalChangeBody {
  kind: LegalChangeKind;
  note: string;
  effective_date: string;
  changed_by_text?: string | null;
  texts?: string[];
  legal_requirement_id?: number;
  requirement?: RequirementWording;
}

/** A center's "revisar aplicabilidad" of one change. */
export interface LegalChangeReview {
  id: number;
  center: NamedRecord;
  change: Pick<LegalChange, 'id' | 'kind' | 'note' | 'effective_date' | 'changed_by_text'>;
  legal_text: ChangedText;
  legal_requirement: NamedRecord | null;
  due_date: string;
  state: ReviewState;
  decision: ReviewDecision | null;
  reason: string | null;
  decided_by: NamedRecord | null;
  decided_at: string | null;
  evidence: NamedRecord | null;
}

export interface ReviewDecisionBody {
  decision: ReviewDecision;
  reason?: string;
  legal_requirement_id?: number;
}

/** The languages a bulletin is written in: a center's (es, ca). */
export type BulletinLanguage = 'es' | 'ca';

export interface PageRequest {
  page: number;
  pageSize: number;
}

const segment = (value: Identifier) => encodeURIComponent(String(value));
const pageQuery = ({ page, pageSize }: PageRequest, extra: Record<string, string | undefined> = {}) =>
  new URLSearchParams(
    Object.entries({ ...extra, page: String(page), pageSize: String(pageSize) }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );

export const legalChangeMethods = (client: HttpClient) => ({
  /** A text's changes, newest effective date first. */
  getLegalTextChanges: (legalTextId: Identifier, paging: PageRequest) =>
    client.json<Page<LegalChange>>(`/legal-text/${segment(legalTextId)}/changes`, { query: pageQuery(paging) }),
  /** Records a change and applies it; the affected centers' reviews are created with it. */
  recordLegalChange: (legalTextId: Identifier, change: LegalChangeBody) =>
    client.json<LegalChange>(`/legal-text/${segment(legalTextId)}/changes`, { method: 'POST', body: { ...change } }),
  /** A center's reviews: pending first by due date, then decided newest first (or one state). */
  getCenterReviews: (centerId: Identifier, state: ReviewState | undefined, paging: PageRequest) =>
    client.json<Page<LegalChangeReview>>(`/legal-requirement-module/${segment(centerId)}/reviews`, {
      query: pageQuery(paging, { state }),
    }),
  getReview: (reviewId: Identifier) => client.json<LegalChangeReview>(`/legal-change-review/${segment(reviewId)}`),
  /** Answers the decided review. */
  decideReview: (reviewId: Identifier, decision: ReviewDecisionBody) =>
    client.json<LegalChangeReview>(`/legal-change-review/${segment(reviewId)}/decision`, { method: 'POST', body: { ...decision } }),
  /** The month's "boletín de novedades legislativas" of a center (yyyy-MM), as a PDF in the language asked. */
  downloadLegalBulletin: async (centerId: Identifier, period: string, language: BulletinLanguage) => {
    const query = new URLSearchParams({ period, language });
    await saveAttachment(await client.send(`/center/${segment(centerId)}/legal-bulletin`, { query }), `boletin-${period}.pdf`);
  },
  /** Whether the signed-in person gets the center's bulletin by e-mail every month. */
  getBulletinSubscription: async (centerId: Identifier) =>
    (await client.json<{ enabled: boolean }>(`/center/${segment(centerId)}/legal-bulletin/subscription`)).enabled,
  setBulletinSubscription: async (centerId: Identifier, enabled: boolean) =>
    (
      await client.json<{ enabled: boolean }>(`/center/${segment(centerId)}/legal-bulletin/subscription`, {
        method: 'PUT',
        body: { enabled },
      })
    ).enabled,
  /** The days a center of the consultancy has to review a change (30 unless set). */
  getReviewDays: async (consultancyId: Identifier) =>
    (await client.json<{ review_days: number }>(`/consultancy/${segment(consultancyId)}/legal-change-settings`)).review_days,
  saveReviewDays: async (consultancyId: Identifier, reviewDays: number) =>
    (
      await client.json<{ review_days: number }>(`/consultancy/${segment(consultancyId)}/legal-change-settings`, {
        method: 'PUT',
        body: { review_days: reviewDays },
      })
    ).review_days,
});

export type LegalChangeMethods = ReturnType<typeof legalChangeMethods>;
