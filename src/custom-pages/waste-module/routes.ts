import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { WASTE_MODULE_ROUTE } from './paths';

interface WasteModuleRoute {
  path: string;
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

const pages = () => import('./WastePages');
const page = (
  name:
    | 'IdentificationPage'
    | 'PlanCreatePage'
    | 'PlanEditPage'
    | 'PlanHistoryPage'
    | 'CollectionHistoryPage'
    | 'CollectionCreatePage'
    | 'CollectionEditPage'
    | 'IncidenceCreatePage'
    | 'IncidenceEditPage',
) => lazy(() => pages().then((module) => ({ default: module[name] })));
const clock = lazy(() => import('./LegalClockPage'));
const reports = () => import('./ReportPages');
const report = (name: 'NextCollectionsPage' | 'ExpiredDocumentsPage' | 'ConfigurationPage' | 'FileManagementPage') =>
  lazy(() => reports().then((module) => ({ default: module[name] })));

/** Every page of spec §2 "Residue module", for the app's custom routes; everyone of the center opens them (spec §6). */
export const WASTE_MODULE_ROUTES: WasteModuleRoute[] = [
  { path: 'identification', Page: page('IdentificationPage') },
  { path: 'collection-plan/new', Page: page('PlanCreatePage') },
  { path: 'collection-plan/:planId', Page: page('PlanEditPage') },
  { path: 'collection-plan-history/:planId', Page: page('PlanHistoryPage') },
  { path: 'collection-history', Page: page('CollectionHistoryPage') },
  { path: 'collection-history/collection/:collectionId', Page: page('CollectionEditPage') },
  { path: 'collection-history/collection/:collectionId/incidence/:incidenceId', Page: page('IncidenceEditPage') },
  { path: 'residue-collection/new', Page: page('CollectionCreatePage') },
  { path: 'residue-collection/:collectionId', Page: page('CollectionEditPage') },
  { path: 'residue-collection/:collectionId/incidence/new', Page: page('IncidenceCreatePage') },
  { path: 'residue-collection/:collectionId/incidence/:incidenceId', Page: page('IncidenceEditPage') },
  { path: 'legal-clock', Page: clock },
  { path: 'reports/next-collections', Page: report('NextCollectionsPage') },
  { path: 'reports/expired-documents', Page: report('ExpiredDocumentsPage') },
  { path: 'configuration', Page: report('ConfigurationPage') },
  { path: 'file-management', Page: report('FileManagementPage') },
]
  .map(({ path, Page }) => ({ path: `${WASTE_MODULE_ROUTE}/${path}`, resource: 'residue-module', Page }))
  .concat([
    // The legal clock of all the user's centers (menu "Centros").
    {
      path: '/waste-legal-clock',
      resource: 'waste-legal-clock',
      Page: lazy(() => import('./LegalClockPage').then((module) => ({ default: module.AllCentersClockPage }))),
    },
  ]);
