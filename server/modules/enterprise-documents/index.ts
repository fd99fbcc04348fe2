import type { ServerModule } from '../../lib/api';
import { enterpriseDocumentRoutes } from './documents';

export { documentStatus } from './status';

/** The document module of a center: enterprise documents and their versions. */
export const documentModule: ServerModule = { routes: enterpriseDocumentRoutes };
