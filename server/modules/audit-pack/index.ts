import type { ServerModule } from '../../lib/api';
import { auditPackRoutes } from './routes';

/** The audit pack of a center: its report, evidence list and current documents in one streamed ZIP. */
export const auditPackModule: ServerModule = { routes: auditPackRoutes };
