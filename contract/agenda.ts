// The compliance agenda (issue 26): every dated obligation of a center, from every module, as one list.
import { moduleOpensTo, type CenterModule } from './modules';
import type { Role } from './roles';

/** What falls due, per module; `agenda.kinds.<kind>` in the catalogues names it. */
export const AGENDA_KINDS = {
  'legal-requirement': ['evidence_expiry', 'evidence_action', 'legal_review'],
  document: ['document_expiry'],
  ddd: ['ddd_service'],
  'environmental-aspects': ['aspect_evaluation', 'practice_evaluation', 'practice_action'],
  improvement: ['improvement_action'],
  'risk-opportunity': ['risk_action'],
  indicator: ['indicator_measurement', 'indicator_action'],
  residue: [
    'next_collection',
    'storage_limit',
    'prior_notification',
    'treatment_contract_missing',
    'treatment_contract_expiry',
    'carrier_authorisation',
    'manager_authorisation',
    'yearly_report',
  ],
} as const satisfies Record<CenterModule, readonly string[]>;

export type AgendaKind = (typeof AGENDA_KINDS)[CenterModule][number];

/** How far ahead the agenda looks by default (overdue items are always listed). */
export const AGENDA_HORIZON_DAYS = 90;
/** The horizons the agenda pages offer, in days. */
export const AGENDA_HORIZONS = [30, 90, 365] as const;
export const AGENDA_PAGE_SIZE = 50;

/** overdue: the day has passed; due: on or before the horizon. */
export const AGENDA_STATES = ['overdue', 'due'] as const;

/** One obligation as the API answers it. `subject` is the record's own name (in the request's language); `record_id` and `parent_id` lead to it. */
export interface AgendaItem {
  /** Stable while the obligation stands: center, kind and record (or subject). */
  id: string;
  center: { id: number; name: string };
  enterprise: { id: number; name: string };
  module: CenterModule;
  kind: AgendaKind;
  subject: string | null;
  due_date: string;
  days_left: number;
  overdue: boolean;
  record_id: number | null;
  /** The record's parent where its page is under it: an evidence's subambit, a measurement's indicator. */
  parent_id: number | null;
}

/** Whether the agenda shows a role the obligations of a module: whoever may use the module (contract/modules.ts). */
export const agendaShows = (role: Role, module: CenterModule): boolean => moduleOpensTo(role, module);

const segment = (value: number | string) => encodeURIComponent(String(value));

/**
 * The app's path of the page where an obligation is dealt with: the record's own page where it has one, else its module's
 * list. One definition for the browser's links and the calendar feed's URLs; the pages' routes are spec §2's.
 */
export function agendaPath(item: Pick<AgendaItem, 'kind' | 'record_id' | 'parent_id'> & { center: { id: number } }): string {
  const center = segment(item.center.id);
  const record = segment(item.record_id ?? '');
  const parent = segment(item.parent_id ?? '');
  const waste = `/center/residue-module/${center}`;
  switch (item.kind) {
    case 'evidence_expiry':
    case 'evidence_action':
      return `/center/legal-requirement-module/${center}/inventory/subambits/${parent}/evidences/${record}`;
    case 'legal_review':
      return `/center/legal-requirement-module/${center}/reviews/${record}`;
    case 'document_expiry':
      return `/center/document-module/${center}/enterprise-documents`;
    case 'ddd_service':
      return `/center/ddd-module/${center}/service/${record}`;
    case 'aspect_evaluation':
      return `/center/environmental-aspects-module/${center}/aspect-evaluation`;
    case 'practice_evaluation':
      return `/center/environmental-aspects-module/${center}/good-practice-evaluation`;
    case 'practice_action':
      return `/center/environmental-aspects-module/${center}/practice-action/${record}`;
    case 'improvement_action':
      return `/center/improvement-module/${center}/improvement/${record}`;
    case 'risk_action':
      return `/center/risks-opportunities/${center}/processes/consequence/${parent}/evaluation/${record}`;
    case 'indicator_measurement':
      return `/center/indicator-module/${center}/indicator/${record}/measurement`;
    case 'indicator_action':
      return `/center/indicator-module/${center}/indicator/${parent}`;
    case 'next_collection':
      return `${waste}/reports/next-collections`;
    default:
      // The rest are the waste legal clock's: a plan's page when the item is about one, else the clock.
      return item.record_id ? `${waste}/collection-plan/${record}` : `${waste}/legal-clock`;
  }
}
