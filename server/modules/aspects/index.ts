import type { RegisterModule } from '../../lib/api';
import { aspectEvaluationRoutes } from './aspect-evaluations';
import { catalogueRoutes } from './catalogues';
import { centerSettingsRoutes } from './center-settings';
import { goodPracticeEvaluationRoutes } from './good-practice-evaluations';
import { treeRoutes } from './tree';

export const aspectsRoutes: RegisterModule = (app, context) => {
  for (const register of [catalogueRoutes, treeRoutes, centerSettingsRoutes, aspectEvaluationRoutes, goodPracticeEvaluationRoutes]) register(app, context);
};
