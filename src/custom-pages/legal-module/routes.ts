import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  EVIDENCE_ROUTE,
  LEGAL_MODULE_PAGES,
  LEGAL_MODULE_ROUTE,
  REVIEW_ROUTE,
  SUBAMBIT_EVIDENCES_ROUTE,
  type LegalModulePage,
} from './paths';

interface LegalModuleRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

const PAGES: Record<LegalModulePage, LazyExoticComponent<ComponentType>> = {
  inventory: lazy(() => import('./InventoryPage')),
  configuration: lazy(() => import('./ConfigurationPage')),
  requirementList: lazy(() => import('./RequirementListPage')),
  complianceByArea: lazy(() => import('./ComplianceByAreaPage')),
  responsibilityAssignment: lazy(() => import('./ResponsibilityPage')),
  legalDocuments: lazy(() => import('./LegalDocumentsPage')),
  upcoming: lazy(() => import('./UpcomingPage')),
  reviews: lazy(() => import('./ReviewsPage')),
};

const inventoryResource = LEGAL_MODULE_PAGES.inventory.resource;

/** Every page of the module under /center/legal-requirement-module/{centerId}, for the app's custom routes. */
export const LEGAL_MODULE_ROUTES: LegalModuleRoute[] = [
  ...(Object.keys(PAGES) as LegalModulePage[]).map((page) => ({
    path: `${LEGAL_MODULE_ROUTE}/${LEGAL_MODULE_PAGES[page].path}`,
    resource: LEGAL_MODULE_PAGES[page].resource,
    Page: PAGES[page],
  })),
  // The inventory's drill-down pages open to whoever may open the inventory.
  { path: SUBAMBIT_EVIDENCES_ROUTE, resource: inventoryResource, Page: lazy(() => import('./SubambitEvidencesPage')) },
  { path: EVIDENCE_ROUTE, resource: inventoryResource, Page: lazy(() => import('./EvidencePage')) },
  // A review's own address opens the reviews page with its dialog.
  { path: REVIEW_ROUTE, resource: LEGAL_MODULE_PAGES.reviews.resource, Page: PAGES.reviews },
];
