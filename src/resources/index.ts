import type { ResourceDeclaration } from './declare';
import aspect from './catalogues/aspect';
import area from './catalogues/area';
import category from './catalogues/category';
import consequence from './catalogues/consequence';
import dangerousness from './catalogues/dangerousness';
import goodPractice from './catalogues/good-practice';
import legalAmbit from './catalogues/legal-ambit';
import legalRequirement from './catalogues/legal-requirement';
import legalScope from './catalogues/legal-scope';
import legalText from './catalogues/legal-text';
import projectAmbit from './catalogues/project-ambit';
import question from './catalogues/question';
import residue from './catalogues/residue';
import residueCarrier from './catalogues/residue-carrier';
import residueManager from './catalogues/residue-manager';
import riskAmbit from './catalogues/risk-opportunity-ambit';
import subambit from './catalogues/subambit';
import treatment from './catalogues/treatment';
import vector from './catalogues/vector';
import center from './center';
import consultancy from './consultancy';
import enterprise from './enterprise';
import { MODULE_PAGES } from './modulePages';
import { project, projectCost } from './projectResources';
import user from './user';

/**
 * Every resource of the browser, once: the registry, canAccess, the menu, formResources and historyTables read it.
 * A menu group lists its declared entries in this order.
 */
export const RESOURCES: readonly ResourceDeclaration[] = [
  projectAmbit, project, projectCost,
  consultancy, enterprise, center, user,
  area, legalAmbit, subambit, legalScope, legalText, legalRequirement,
  vector, aspect, goodPractice,
  riskAmbit, category, question, consequence,
  residue, dangerousness, treatment, residueCarrier, residueManager,
];

/** The resources and the module pages: every name canAccess, formResources and historyTables answer for. */
export const DECLARATIONS: readonly ResourceDeclaration[] = [...RESOURCES, ...MODULE_PAGES];

export const declarationOf = (name: string): ResourceDeclaration | undefined => DECLARATIONS.find((declaration) => declaration.name === name);
