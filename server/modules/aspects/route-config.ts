import { Type } from 'typebox';
import type { CenterModule } from '../../../contract/modules';
import { centerTenancyOf } from '../../lib/center-rows';

export const MODULE: CenterModule = 'environmental-aspects';

/** Tenancy of the module's routes about a row or a center; writes need the module on. */
export const aspectTenancy = centerTenancyOf({ module: MODULE });

export const Name = () => Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
export const Order = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
