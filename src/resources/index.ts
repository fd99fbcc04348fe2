import type { ResourceDeclaration } from './declare';
import center from './center';
import consultancy from './consultancy';
import enterprise from './enterprise';
import { MODULE_PAGES } from './modulePages';
import { project, projectCost } from './projectResources';
import user from './user';

// Every file of ./catalogues declares one catalogue: adding one is adding its file (and its translations).
const catalogueFiles = import.meta.glob<{ default?: ResourceDeclaration }>('./catalogues/*.ts', { eager: true });
const CATALOGUES = Object.values(catalogueFiles).flatMap(({ default: declaration }) => (declaration ? [declaration] : []));

/** Every resource of the browser, once: the registry, canAccess, the menu, formResources and historyTables read it. */
export const RESOURCES: readonly ResourceDeclaration[] = [project, projectCost, consultancy, enterprise, center, user, ...CATALOGUES];

/** The resources and the module pages: every name canAccess, formResources and historyTables answer for. */
export const DECLARATIONS: readonly ResourceDeclaration[] = [...RESOURCES, ...MODULE_PAGES];
