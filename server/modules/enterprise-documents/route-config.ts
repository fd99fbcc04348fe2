import { enterpriseDocuments } from '../../db/schema';
import { centerTenancyOf } from '../../lib/center-rows';

// Spec §2 document module: its key, tenancy (reads find the row with the tenancy clause in their own statement), its row.

const MODULE = 'document' as const;
export const documentTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
export const documentRow = { table: enterpriseDocuments, name: 'enterprise-document' } as const;
