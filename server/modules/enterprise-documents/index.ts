import type { ServerModule } from '../../lib/api';
import { enterpriseDocumentRoutes } from './documents';

/** The document module of a center: enterprise documents and their versions. */
export const documentModule: ServerModule = { routes: enterpriseDocumentRoutes };
