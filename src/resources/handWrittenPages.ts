import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Pages = Partial<Record<'list' | 'create' | 'edit' | 'show', LazyExoticComponent<ComponentType>>>;

/** The pages of the resources declared `pages: 'hand-written'`, loaded when opened (with the registry, never the login page). */
export const HAND_WRITTEN_PAGES: Readonly<Record<string, Pages>> = {
  project: {
    list: lazy(() => import('./project/ProjectList')),
    create: lazy(() => import('./project/ProjectCreate')),
    edit: lazy(() => import('./project/ProjectEdit')),
  },
  'project-cost': {
    list: lazy(() => import('./project-cost/ProjectCostList')),
    create: lazy(() => import('./project-cost/ProjectCostCreate')),
    edit: lazy(() => import('./project-cost/ProjectCostEdit')),
  },
  // The logo, the centers it serves and the way to its e-mail settings.
  consultancy: {
    list: lazy(() => import('./consultancy/ConsultancyList')),
    create: lazy(() => import('./consultancy/ConsultancyCreate')),
    edit: lazy(() => import('./consultancy/ConsultancyEdit')),
  },
  // The logo, its people and the centers it owns.
  enterprise: {
    list: lazy(() => import('./enterprise/EnterpriseList')),
    create: lazy(() => import('./enterprise/EnterpriseCreate')),
    edit: lazy(() => import('./enterprise/EnterpriseEdit')),
  },
  // "My centers" for the others; the edit page leads to the center's home and its modules.
  center: {
    list: lazy(() => import('./center/CenterList')),
    create: lazy(() => import('./center/CenterCreate')),
    edit: lazy(() => import('./center/CenterEdit')),
  },
  // The invitation by e-mail, the role, and the enterprises and centers a user belongs to.
  user: {
    list: lazy(() => import('./user/UserList')),
    create: lazy(() => import('./user/UserCreate')),
    edit: lazy(() => import('./user/UserEdit')),
  },
};
