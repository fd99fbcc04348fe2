import type { ServerModule } from '../../lib/api';
import { healthRoutes } from './routes';

export const healthModule: ServerModule = { routes: healthRoutes };
