import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { IMPROVEMENT_ROUTE, RISK_ROUTE } from './paths';

interface PageRoute {
  path: string;
  /** The canAccess resource whose `show` opens the page. */
  resource: string;
  Page: LazyExoticComponent<ComponentType>;
}

const risk = (path: string, load: () => Promise<{ default: ComponentType }>): PageRoute => ({
  path: `${RISK_ROUTE}/${path}`,
  resource: 'risk-module',
  Page: lazy(load),
});
const improvement = (path: string, load: () => Promise<{ default: ComponentType }>): PageRoute => ({
  path: path ? `${IMPROVEMENT_ROUTE}/${path}` : IMPROVEMENT_ROUTE,
  resource: 'improvement-module',
  Page: lazy(load),
});

/** The pages of risks and opportunities and of improvement actions (spec §2, admin only). */
export const RISK_ROUTES: PageRoute[] = [
  risk('processes', () => import('./ProcessesPage')),
  risk('processes/:processId/config', () => import('./ProcessConfigPage')),
  risk('processes/consequence/:consequenceId', () => import('./ConsequencePage')),
  risk('processes/consequence/:consequenceId/evaluation/new', () => import('./EvaluationPage')),
  risk('processes/consequence/:consequenceId/evaluation/:evaluationId', () => import('./EvaluationPage')),
  risk('matrix', () => import('./MatrixPage')),
  improvement('', () => import('./ImprovementListPage')),
  improvement('improvement/new', () => import('./ImprovementPage')),
  improvement('improvement/:improvementId', () => import('./ImprovementPage')),
  improvement('improvement-history', () => import('./ImprovementHistoryPage')),
  improvement('improvement-history/:improvementId', () => import('./ImprovementHistoryItemPage')),
];
