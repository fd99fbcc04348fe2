import type { ServerModule } from '../../lib/api';
import { metabaseRoutes } from './dashboards';

/** Metabase dashboards embedded for the centers a user sees. */
export const metabaseModule: ServerModule = { routes: metabaseRoutes };
