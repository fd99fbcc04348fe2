import { centerTenancyOf } from '../../lib/center-rows';

// The residue module's key and tenancy, shared by its route files.
export const MODULE = 'residue' as const;

/** Tenancy of the residue module's routes: row reads find the row with the tenancy clause in their own statement. */
export const wasteTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
