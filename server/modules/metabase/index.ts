import type { ServerModule } from '../../lib/api';
import { metabaseRoutes } from './dashboards';

export { embedUrl, EMBED_SECONDS, signJwt } from './embedding';

/** Metabase dashboards embedded for the centers a user sees. */
export const metabaseModule: ServerModule = { routes: metabaseRoutes };
