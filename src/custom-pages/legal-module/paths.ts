import type { Identifier } from 'react-admin';

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** Spec §2: every page of the module lives under the center it belongs to. */
export const LEGAL_MODULE_ROUTE = '/center/legal-requirement-module/:centerId';
export const legalModulePath = (centerId: Identifier) => `/center/legal-requirement-module/${segment(centerId)}`;

/** The module's pages: path below the module and the canAccess resource that guards it. */
export const LEGAL_MODULE_PAGES = {
  inventory: { path: 'inventory/subambits', resource: 'legal-inventory' },
  configuration: { path: 'configuration', resource: 'legal-configuration' },
  requirementList: { path: 'requirement-list', resource: 'legal-requirement-list' },
  complianceByArea: { path: 'legal-compliance-by-area', resource: 'legal-compliance-by-area' },
  responsibilityAssignment: { path: 'responsibility-assignment', resource: 'legal-responsibility-assignment' },
  legalDocuments: { path: 'legal-document', resource: 'legal-document-list' },
  upcoming: { path: 'about-to-expire', resource: 'legal-inventory' },
  reviews: { path: 'reviews', resource: 'legal-change-review' },
} as const;

export type LegalModulePage = keyof typeof LEGAL_MODULE_PAGES;

export const legalModulePagePath = (centerId: Identifier, page: LegalModulePage) =>
  `${legalModulePath(centerId)}/${LEGAL_MODULE_PAGES[page].path}`;

export const SUBAMBIT_EVIDENCES_ROUTE = `${LEGAL_MODULE_ROUTE}/inventory/subambits/:subambitId/evidences`;
export const subambitEvidencesPath = (centerId: Identifier, subambitId: Identifier) =>
  `${legalModulePagePath(centerId, 'inventory')}/${segment(subambitId)}/evidences`;

export const EVIDENCE_ROUTE = `${SUBAMBIT_EVIDENCES_ROUTE}/:evidenceId`;
export const evidencePath = (centerId: Identifier, subambitId: Identifier, evidenceId: Identifier) =>
  `${subambitEvidencesPath(centerId, subambitId)}/${segment(evidenceId)}`;

/** One review of a change, opened in its dialog (the agenda and the calendar feed lead here: contract/agenda.ts). */
export const REVIEW_ROUTE = `${LEGAL_MODULE_ROUTE}/reviews/:reviewId`;
export const reviewPath = (centerId: Identifier, reviewId: Identifier) =>
  `${legalModulePagePath(centerId, 'reviews')}/${segment(reviewId)}`;

/** Every visible center's expired and soon-expiring evidences (the same list as a center's, across centers). */
export const ALL_UPCOMING_PATH = '/about-to-expire';
