import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DDD_MODULE_ROUTE, ENTERPRISE_DOCUMENTS_ROUTE } from './paths';

interface CenterModuleRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The document, pest-control and indicator module pages, for the app's custom routes (each page lazy). */
export const CENTER_MODULE_ROUTES: CenterModuleRoute[] = [
  { path: ENTERPRISE_DOCUMENTS_ROUTE, resource: 'enterprise-document', Page: lazy(() => import('./EnterpriseDocumentsPage')) },
  { path: DDD_MODULE_ROUTE, resource: 'ddd-service', Page: lazy(() => import('./DddServicesPage')) },
  { path: `${DDD_MODULE_ROUTE}/service/new`, resource: 'ddd-service', Page: lazy(() => import('./DddServicePage')) },
  { path: `${DDD_MODULE_ROUTE}/service/:dddServiceId`, resource: 'ddd-service', Page: lazy(() => import('./DddServicePage')) },
  { path: `${DDD_MODULE_ROUTE}/configuration`, resource: 'ddd-configuration', Page: lazy(() => import('./DddConfigurationPage')) },
  { path: `${DDD_MODULE_ROUTE}/file-management`, resource: 'ddd-service', Page: lazy(() => import('./DddFilesPage')) },
];
