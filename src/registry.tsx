import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CanAccess, CustomRoutes, Resource } from 'react-admin';
import { LEGAL_MANAGER_ROUTES, LEGAL_MIGRATION_PATH } from './custom-pages/legal-manager/legalManagerPaths';
import { LEGAL_MODULE_ROUTES } from './custom-pages/legal-module/routes';
import { ASPECTS_ROUTES } from './custom-pages/aspects/routes';
import { vectors, aspects, goodPractices } from './resources/aspect-catalogues';
import { WASTE_MODULE_ROUTES } from './custom-pages/waste-module/routes';
import { CENTER_MODULE_ROUTES } from './custom-pages/center-modules/routes';
import { PROFILE_PATH } from './custom-pages/profilePath';
import centers from './resources/center';
import { CENTER_HOME_ROUTE, MODULE_ACTIVATION_ROUTE } from './resources/center/centerPaths';
import consultancies from './resources/consultancy';
import { EMAIL_CONFIGURATION_ROUTE } from './resources/consultancy/emailConfigurationPath';
import enterprises from './resources/enterprise';
import areas from './resources/area';
import legalAmbits from './resources/legal-ambit';
import legalRequirements from './resources/legal-requirement';
import legalScopes from './resources/legal-scope';
import legalTexts from './resources/legal-text';
import projectAmbits from './resources/project-ambit';
import projects from './resources/project';
import projectCosts from './resources/project-cost';
import { PROJECTS_ROUTES } from './custom-pages/projects/routes';
import subambits from './resources/subambit';
import users from './resources/user';
import * as waste from './resources/waste';
import { withSpecPaths } from './resources/withSpecPaths';
import { riskAmbits, riskCategories, riskConsequences, riskQuestions } from './resources/risk-catalogues';
import { RISK_ROUTES } from './custom-pages/risks/routes';
import { AccessDeniedPage } from './layout/AdminShell';

// What a signed-in user can open: every resource and page. App.tsx loads this module after sign-in, so the
// login page's first download does not grow with each module.

const ProfilePage = lazy(() => import('./custom-pages/ProfilePage'));
const CenterHomePage = lazy(() => import('./resources/center/CenterHomePage'));
const ModuleActivationPage = lazy(() => import('./resources/center/ModuleActivationPage'));
const EmailConfigurationPage = lazy(() => import('./resources/consultancy/EmailConfigurationPage'));
const LegalManagerPage = lazy(() => import('./custom-pages/legal-manager/LegalManagerPage'));
const LegalMigrationPage = lazy(() => import('./custom-pages/legal-manager/LegalMigrationPage'));
const AllUpcomingPage = lazy(() => import('./custom-pages/legal-module/AllUpcomingPage'));

const WASTE_RESOURCES = [
  ['dangerousness', waste.dangerousness], ['residue', waste.residue], ['treatment', waste.treatment],
  ['residue-carrier', waste.residueCarrier], ['residue-manager', waste.residueManager],
] as const;

// Every module's pages: a path, the canAccess resource whose `show` opens it, and the lazy page.
const MODULE_ROUTES = [...LEGAL_MODULE_ROUTES, ...ASPECTS_ROUTES, ...RISK_ROUTES, ...WASTE_MODULE_ROUTES, ...PROJECTS_ROUTES, ...CENTER_MODULE_ROUTES];

// react-admin checks access for resources only: a custom page mounts, and fetches, once canAccess allows it.
const Guarded = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <CanAccess resource={resource} action="show" accessDenied={<AccessDeniedPage />}>
    {children}
  </CanAccess>
);

/** The resources and routes, as react-admin's (asynchronous) function child of the admin. */
export const registry = (
  <>
  <Resource {...withSpecPaths('project-ambit', projectAmbits)} />
  <Resource {...withSpecPaths('project', projects)} />
  <Resource {...withSpecPaths('project-cost', projectCosts)} />
  <Resource {...withSpecPaths('consultancy', consultancies)} />
  <Resource {...withSpecPaths('enterprise', enterprises)} />
  <Resource {...withSpecPaths('center', centers)} />
  <Resource {...withSpecPaths('user', users)} />
  <Resource {...withSpecPaths('area', areas)} />
  <Resource {...withSpecPaths('legal-ambit', legalAmbits)} />
  <Resource {...withSpecPaths('subambit', subambits)} />
  <Resource {...withSpecPaths('legal-scope', legalScopes)} />
  <Resource {...withSpecPaths('legal-text', legalTexts)} />
  <Resource {...withSpecPaths('legal-requirement', legalRequirements)} />
  {[['vector', vectors], ['aspect', aspects], ['good-practice', goodPractices]].map(([name, definition]) => <Resource key={name as string} {...withSpecPaths(name as string, definition as typeof vectors)} />)}
  <Resource {...withSpecPaths('risk-opportunity-ambit', riskAmbits)} />
  <Resource {...withSpecPaths('category', riskCategories)} />
  <Resource {...withSpecPaths('question', riskQuestions)} />
  <Resource {...withSpecPaths('consequence', riskConsequences)} />
  {WASTE_RESOURCES.map(([name, definition]) => <Resource key={name} {...withSpecPaths(name, definition)} />)}
  <CustomRoutes>
    <Route path={PROFILE_PATH} element={<ProfilePage />} />
    <Route path={CENTER_HOME_ROUTE} element={<Guarded resource="center-home"><CenterHomePage /></Guarded>} />
    <Route
      path={MODULE_ACTIVATION_ROUTE}
      element={<Guarded resource="module-activation"><ModuleActivationPage /></Guarded>}
    />
    <Route
      path={EMAIL_CONFIGURATION_ROUTE}
      element={<Guarded resource="email-configuration"><EmailConfigurationPage /></Guarded>}
    />
    {LEGAL_MANAGER_ROUTES.map((path) => (
      <Route key={path} path={path} element={<Guarded resource="legal-manager"><LegalManagerPage /></Guarded>} />
    ))}
    <Route
      path={LEGAL_MIGRATION_PATH}
      element={<Guarded resource="legal-migration"><LegalMigrationPage /></Guarded>}
    />
    <Route path="/about-to-expire" element={<Guarded resource="upcoming-expiries"><AllUpcomingPage /></Guarded>} />
    {MODULE_ROUTES.map(({ path, resource, Page }) => (
      <Route key={path} path={path} element={<Guarded resource={resource}><Page /></Guarded>} />
    ))}
  </CustomRoutes>
  </>
);
