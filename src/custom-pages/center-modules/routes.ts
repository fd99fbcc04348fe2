import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ENTERPRISE_DOCUMENTS_ROUTE } from './paths';

interface CenterModuleRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The document, pest-control and indicator module pages, for the app's custom routes (each page lazy). */
export const CENTER_MODULE_ROUTES: CenterModuleRoute[] = [
  { path: ENTERPRISE_DOCUMENTS_ROUTE, resource: 'enterprise-document', Page: lazy(() => import('./EnterpriseDocumentsPage')) },
];
