import { lazy } from 'react';

interface Named { name: string }
const recordRepresentation = (record: Named) => record.name;

// Risk catalogues (spec §2 "Risk catalogues", §6: admin only), each with /new and /{id}.
export const riskAmbits = {
  list: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.AmbitList }))),
  create: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.AmbitCreate }))),
  edit: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.AmbitEdit }))),
  recordRepresentation,
};
export const riskCategories = {
  list: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.CategoryList }))),
  create: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.CategoryCreate }))),
  edit: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.CategoryEdit }))),
  recordRepresentation,
};
export const riskQuestions = {
  list: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.QuestionList }))),
  create: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.QuestionCreate }))),
  edit: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.QuestionEdit }))),
  recordRepresentation,
};
export const riskConsequences = {
  list: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.ConsequenceList }))),
  create: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.ConsequenceCreate }))),
  edit: lazy(() => import('./RiskCataloguePages').then((m) => ({ default: m.ConsequenceEdit }))),
  recordRepresentation,
};
