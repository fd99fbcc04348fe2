import type { RegisterModule, ServerModule } from '../../lib/api';
import { aspectEvaluationRoutes } from './aspect-evaluation-routes';
import { catalogueRoutes } from './catalogues';
import { centerSettingsRoutes } from './center-settings';
import { environmentalIndicatorRoutes } from './environmental-indicators';
import { goodPracticeEvaluationRoutes } from './good-practice-evaluations';
import { practiceActionRoutes } from './practice-actions';
import { stageRoutes } from './stages';
import { treeRoutes } from './tree';
import { zoneRoutes } from './zones';

const aspectsRoutes: RegisterModule = (app, context) => {
  for (const register of [
    catalogueRoutes,
    stageRoutes,
    zoneRoutes,
    treeRoutes,
    centerSettingsRoutes,
    aspectEvaluationRoutes,
    goodPracticeEvaluationRoutes,
    practiceActionRoutes,
    environmentalIndicatorRoutes,
  ])
    register(app, context);
};

/** Environmental aspects: the tree, evaluations, good practices, actions and indicators. */
export const aspectsModule: ServerModule = { routes: aspectsRoutes };
