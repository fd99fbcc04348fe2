import { dddServices } from '../../db/schema';
import { centerTenancyOf } from '../../lib/center-rows';

// Pest-control module (DDD): its key, the tenancy of its routes (reads find the row in their own statement), its row.

export const MODULE = 'ddd' as const;
export const dddTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
export const serviceRow = { table: dddServices, name: 'ddd-service' } as const;
