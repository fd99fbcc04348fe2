import type { Identifier } from 'react-admin';
import type { EvidenceState, LegalScopeKind, NotificationPeriodicity, ResponsibilityLevel } from '../../contract/legal';
import type { Page } from '../../contract/paging';
import type { HttpClient } from './httpClient';
import type { AreaNode } from './legalRegister';

/** A register record as the API nests it. */
export interface NamedRecord {
  id: number;
  name: string;
}

/** An area, ambit or subambit of a center's inventory with its evidence counts. */
export interface InventoryNode extends NamedRecord {
  order: number;
  total: number;
  fulfilled: number;
  unfulfilled: number;
  in_process: number;
  state: EvidenceState;
}

export interface InventoryEvidence extends NamedRecord {
  state: EvidenceState;
  expiration_date: string | null;
}

export interface InventoryRequirement extends NamedRecord {
  order: number;
  legal_text: NamedRecord;
  state: EvidenceState;
  evidences: InventoryEvidence[];
}

export interface InventoryLegalText extends NamedRecord {
  texts: string[];
  legal_scope: NamedRecord;
}

/** GET .../subambits/{subambitId}/requirements. */
export interface SubambitRequirements {
  requirements: InventoryRequirement[];
  legal_texts: InventoryLegalText[];
}

/** The levels of the inventory tree below a center, as the API's path segments name them. */
export type InventoryLevel = 'areas' | 'ambits' | 'subambits';

export interface SelectedSubambit extends NamedRecord {
  legal_ambit: NamedRecord;
  area: NamedRecord;
}

/** GET .../config/selected-legal-scopes: one list per scope kind. */
export type SelectedLegalScopes = Record<'national_and_european_scope' | 'autonomous_community_scope' | 'local_scope', NamedRecord[]>;

/** A legal scope of the register with its kind. */
export interface LegalScope extends NamedRecord {
  scope: LegalScopeKind;
}

export interface ImpliedRequirement extends NamedRecord {
  legal_text: NamedRecord;
  subambit: NamedRecord;
  legal_ambit: NamedRecord;
  area: NamedRecord;
  legal_scope: NamedRecord;
  is_applicable: boolean;
}

export interface ModuleConfiguration {
  subambit_ids: number[];
  legal_scope_ids: number[];
  not_applicable_legal_requirement_ids: number[];
}

/** How the saved configuration changed the center's evidences; kept ones have documents or actions. */
export interface EvidenceChanges {
  created: number;
  removed: number;
  kept: number;
}

export interface StateShare {
  total: number;
  percentage: number;
}

export interface FulfillmentCounts {
  totalEvidences: number;
  fulfilledEvidences: StateShare;
  unfulfilledEvidences: StateShare;
  inProcessEvidences: StateShare;
}

export interface FulfillmentStatistic extends FulfillmentCounts {
  areas: (FulfillmentCounts & { area: NamedRecord })[];
}

export interface Responsibility extends NamedRecord {
  user: NamedRecord & { email: string };
  level: ResponsibilityLevel;
  level_id: number;
}

/** The body field that names the node a responsibility is attached to. */
const RESPONSIBILITY_LEVEL_FIELDS: Record<ResponsibilityLevel, string> = {
  area: 'area_id',
  ambit: 'legal_ambit_id',
  subambit: 'subambit_id',
  requirement: 'legal_requirement_id',
};

const id = (value: Identifier) => encodeURIComponent(String(value));
const modulePath = (centerId: Identifier) => `/legal-requirement-module/${id(centerId)}`;

/** The legal-requirement module's own calls (spec §7), added to the app's dataProvider. */
export const legalModuleMethods = (client: HttpClient) => ({
  /** The center's areas, or the children of one area or ambit. */
  getInventoryNodes: (centerId: Identifier, level: InventoryLevel, parent?: { level: InventoryLevel; id: Identifier }) =>
    client.json<InventoryNode[]>(
      parent ? `${modulePath(centerId)}/${parent.level}/${id(parent.id)}/${level}` : `${modulePath(centerId)}/${level}`,
    ),
  getInventoryNode: (centerId: Identifier, level: InventoryLevel, nodeId: Identifier) =>
    client.json<InventoryNode>(`${modulePath(centerId)}/${level}/${id(nodeId)}`),
  getSubambitRequirements: (centerId: Identifier, subambitId: Identifier) =>
    client.json<SubambitRequirements>(`${modulePath(centerId)}/subambits/${id(subambitId)}/requirements`),

  /** The whole register, area > ambit > subambit, for pickers. */
  getRegisterTree: () => client.json<AreaNode[]>('/legal-register/tree'),
  getLegalScopes: (kind: LegalScopeKind) =>
    client.json<Page<LegalScope>>('/legal-scope', { query: new URLSearchParams({ scope: kind, pageSize: '1000' }) }),
  getSelectedSubambits: (centerId: Identifier) => client.json<SelectedSubambit[]>(`${modulePath(centerId)}/config/selected-subambits`),
  getSelectedLegalScopes: (centerId: Identifier) =>
    client.json<SelectedLegalScopes>(`${modulePath(centerId)}/config/selected-legal-scopes`),
  getImpliedRequirements: (
    centerId: Identifier,
    selection: { subambitIds: number[]; legalScopeIds: number[]; page: number; pageSize: number },
  ) =>
    client.json<Page<ImpliedRequirement>>(`${modulePath(centerId)}/config/selected-legal-requirements`, {
      query: new URLSearchParams({
        selectedSubambitIds: selection.subambitIds.join(','),
        selectedLegalScopeIds: selection.legalScopeIds.join(','),
        page: String(selection.page),
        pageSize: String(selection.pageSize),
      }),
    }),
  saveModuleConfiguration: async (centerId: Identifier, configuration: ModuleConfiguration) =>
    (
      await client.json<ModuleConfiguration & { evidences: EvidenceChanges }>(`${modulePath(centerId)}/config`, {
        method: 'POST',
        body: { ...configuration },
      })
    ).evidences,

  getNotificationPeriodicity: async (centerId: Identifier) =>
    (await client.json<{ periodicity: NotificationPeriodicity }>(`/evidence-mail-notification-periodicity/${id(centerId)}`)).periodicity,
  saveNotificationPeriodicity: async (centerId: Identifier, periodicity: NotificationPeriodicity) =>
    (
      await client.json<{ periodicity: NotificationPeriodicity }>('/evidence-mail-notification-periodicity', {
        method: 'POST',
        body: { center_id: Number(centerId), periodicity },
      })
    ).periodicity,

  getFulfillmentStatistic: (centerId: Identifier) =>
    client.json<FulfillmentStatistic>('/evidence/fulfillment-statistic', {
      query: new URLSearchParams({ centerId: String(centerId) }),
    }),

  getResponsibilities: (centerId: Identifier, level: ResponsibilityLevel, levelId: Identifier) =>
    client.json<Responsibility[]>(`${modulePath(centerId)}/responsibility/${level}/${id(levelId)}`),
  addResponsibility: (centerId: Identifier, level: ResponsibilityLevel, levelId: Identifier, userId: Identifier) =>
    client.json<Responsibility>(`${modulePath(centerId)}/responsibility/${level}`, {
      method: 'POST',
      body: { [RESPONSIBILITY_LEVEL_FIELDS[level]]: Number(levelId), responsible_user_id: Number(userId) },
    }),
  removeResponsibility: async (
    centerId: Identifier,
    level: ResponsibilityLevel,
    levelId: Identifier,
    userId: Identifier,
  ): Promise<void> => {
    await client.send(`${modulePath(centerId)}/responsibility/${level}/${id(levelId)}/user/${id(userId)}`, {
      method: 'DELETE',
    });
  },
});

export type LegalModuleMethods = ReturnType<typeof legalModuleMethods>;
