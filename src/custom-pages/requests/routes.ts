import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NEW_REQUEST_PATH, REQUEST_ROUTE, REQUESTS_PATH } from './paths';

interface RequestRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The requests' pages (issue 35): the list for everyone, the new-request form for staff, one request. */
export const REQUEST_ROUTES: RequestRoute[] = [
  { path: REQUESTS_PATH, resource: 'requests', Page: lazy(() => import('./RequestListPage')) },
  { path: NEW_REQUEST_PATH, resource: 'new-request', Page: lazy(() => import('./NewRequestPage')) },
  { path: REQUEST_ROUTE, resource: 'requests', Page: lazy(() => import('./RequestPage')) },
];
