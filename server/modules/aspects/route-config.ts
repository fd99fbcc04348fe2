import type { CenterModule } from '../../../contract/modules';
import { aspectEvaluations, centerAspects, evaluatedAspects } from '../../db/schema';
import { centerTenancyOf } from '../../lib/center-rows';

export const MODULE: CenterModule = 'environmental-aspects';

/** Tenancy of the module's routes about a row or a center; writes need the module on. */
export const aspectTenancy = centerTenancyOf({ module: MODULE });

export const evaluationOwner = { table: aspectEvaluations, name: 'aspect-evaluation' } as const;
// Routes about one evaluated aspect (or center aspect) take their center from it; the handler then
// checks that the evaluation in the path is of the same center (404 otherwise).
export const evaluatedOwner = { table: evaluatedAspects, name: 'evaluated-aspect' } as const;
export const centerAspectOwner = { table: centerAspects, name: 'center-aspect' } as const;
