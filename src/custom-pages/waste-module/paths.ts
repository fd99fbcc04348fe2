import type { Identifier } from 'react-admin';

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** Spec §2: the residue module's pages live under /center/residue-module/{centerId}. */
export const WASTE_MODULE_ROUTE = '/center/residue-module/:centerId';
export const wasteModulePath = (centerId: Identifier) => `/center/residue-module/${segment(centerId)}`;

/** The tabs of the module. */
export const WASTE_TABS = [
  'identification',
  'collection-history',
  'legal-clock',
  'next-collections',
  'expired-documents',
  'file-management',
  'configuration',
] as const;
export type WasteTab = (typeof WASTE_TABS)[number];

const REPORTS: readonly WasteTab[] = ['next-collections', 'expired-documents'];
export const wasteTabPath = (centerId: Identifier, tab: WasteTab) =>
  `${wasteModulePath(centerId)}/${REPORTS.includes(tab) ? `reports/${tab}` : tab}`;

export const planPath = (centerId: Identifier, planId?: Identifier) =>
  `${wasteModulePath(centerId)}/collection-plan/${planId === undefined ? 'new' : segment(planId)}`;
export const planHistoryPath = (centerId: Identifier, planId: Identifier) =>
  `${wasteModulePath(centerId)}/collection-plan-history/${segment(planId)}`;
export const collectionPath = (centerId: Identifier, collectionId?: Identifier) =>
  `${wasteModulePath(centerId)}/residue-collection/${collectionId === undefined ? 'new' : segment(collectionId)}`;
export const incidencePath = (centerId: Identifier, collectionId: Identifier, incidenceId?: Identifier) =>
  `${collectionPath(centerId, collectionId)}/incidence/${incidenceId === undefined ? 'new' : segment(incidenceId)}`;
export const historyCollectionPath = (centerId: Identifier, collectionId: Identifier) =>
  `${wasteModulePath(centerId)}/collection-history/collection/${segment(collectionId)}`;
