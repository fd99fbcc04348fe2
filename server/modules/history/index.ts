import type { ServerModule } from '../../lib/api';
import { historyRoutes } from './routes';

/** The change history of every audited table (who reads each: tables.ts). */
export const historyModule: ServerModule = { routes: historyRoutes };
