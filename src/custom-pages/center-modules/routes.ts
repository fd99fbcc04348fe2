import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DDD_MODULE_ROUTE, ENTERPRISE_DOCUMENTS_ROUTE, INDICATOR_MODULE_ROUTE, METABASE_ACCESS_PATH } from './paths';

const IndicatorModulePage = lazy(() => import('./IndicatorModulePage'));
const IndicatorPage = lazy(() => import('./IndicatorPage'));
const TargetsPage = lazy(() => import('./IndicatorListsPage').then((module) => ({ default: module.TargetsPage })));
const ActionsPage = lazy(() => import('./IndicatorListsPage').then((module) => ({ default: module.ActionsPage })));

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
  ...['', '/process'].map((page) => ({ path: `${INDICATOR_MODULE_ROUTE}${page}`, resource: 'indicator', Page: IndicatorModulePage })),
  {
    path: `${INDICATOR_MODULE_ROUTE}/process/:processId/indicator/new`,
    resource: 'indicator',
    Page: lazy(() => import('./IndicatorFormPage')),
  },
  ...['', '/measurement', '/analysis'].map((page) => ({
    path: `${INDICATOR_MODULE_ROUTE}/indicator/:indicatorId${page}`,
    resource: 'indicator',
    Page: IndicatorPage,
  })),
  ...['/target', '/target/new', '/target/:targetId'].map((page) => ({
    path: `${INDICATOR_MODULE_ROUTE}${page}`,
    resource: 'indicator',
    Page: TargetsPage,
  })),
  ...['/action', '/analysis-action'].map((page) => ({
    path: `${INDICATOR_MODULE_ROUTE}${page}`,
    resource: 'indicator',
    Page: ActionsPage,
  })),
  { path: METABASE_ACCESS_PATH, resource: 'metabase-user-access', Page: lazy(() => import('./MetabaseAccessPage')) },
];
