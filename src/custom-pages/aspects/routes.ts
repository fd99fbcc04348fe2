import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ASPECTS_ROUTE } from './paths';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }));
const evaluations = () => import('./EvaluationsPage');
const aspectSelection = () => import('./AspectSelectionPage');
const practiceSelection = () => import('./PracticeSelectionPage');
const zone = lazy(() => import('./EvaluationZonePage'));
const practiceActions = () => import('./PracticeActionsPage');
const stages = lazy(() => import('./StagesPage'));

/** Spec §2 "Environmental aspects": every page under /center/environmental-aspects-module/{centerId}/, guarded by one canAccess resource. */
export const ASPECTS_ROUTES: { path: string; resource: string; Page: LazyExoticComponent<ComponentType> }[] = [
  ['', lazy(() => import('./HomePage'))],
  ['life-cycle-stage', stages],
  ['life-cycle-stage/new', stages],
  ['life-cycle-stage/:stageId/edit', stages],
  ['life-cycle-stage/:stageId/zone', stages],
  ['life-cycle-stage/:stageId/zone/new', stages],
  ['life-cycle-stage/zone/:zoneId/edit', stages],
  ['life-cycle-stage/zone/:zoneId/aspect', page(aspectSelection, 'default')],
  ['life-cycle-stage/zone/:zoneId/aspect/landscape', page(aspectSelection, 'LandscapeAspectSelectionPage')],
  ['life-cycle-stage/aspect/:centerAspectId/practice', page(practiceSelection, 'default')],
  ['life-cycle-stage/aspect/:centerAspectId/practice/landscape', page(practiceSelection, 'LandscapePracticeSelectionPage')],
  ['aspect-evaluation', page(evaluations, 'AspectEvaluationsPage')],
  ['aspect-evaluation/new', page(evaluations, 'NewAspectEvaluationPage')],
  ['aspect-evaluation/:aspectEvaluationId', lazy(() => import('./AspectEvaluationPage'))],
  ['aspect-evaluation/:aspectEvaluationId/zone/:zoneId', zone],
  ['aspect-evaluation/:aspectEvaluationId/evaluated-aspect/:evaluatedAspectId', zone],
  ['aspect-evaluation/:aspectEvaluationId/close', lazy(() => import('./ClosePage'))],
  ['good-practice-evaluation', page(evaluations, 'GoodPracticeEvaluationsPage')],
  ['good-practice-evaluation/new', page(evaluations, 'NewGoodPracticeEvaluationPage')],
  ['good-practice-evaluation/:goodPracticeEvaluationId', lazy(() => import('./GoodPracticeEvaluationPage'))],
  ['good-practice-evaluation/:goodPracticeEvaluationId/zone/:zoneId/vector/:vectorId', lazy(() => import('./PracticeVerificationPage'))],
  ['practice-action', page(practiceActions, 'default')],
  ['practice-action/new', page(practiceActions, 'PracticeActionPage')],
  ['practice-action/:practiceActionId', page(practiceActions, 'PracticeActionPage')],
  ['environmental-indicator', lazy(() => import('./EnvironmentalIndicatorsPage'))],
  ['evaluation-periodicity', lazy(() => import('./PeriodicityPage'))],
].map(([path, Page]) => ({
  path: `${ASPECTS_ROUTE}/${path as string}`,
  resource: 'environmental-aspects',
  Page: Page as LazyExoticComponent<ComponentType>,
}));
