import { Type } from 'typebox';
import { centerTenancyOf } from '../../lib/center-rows';
import { FileField } from '../../lib/form';

// Multipart fields of the residue module: optional ones may come as empty strings (spec §5).
export const MODULE = 'residue' as const;

const empty = () => [Type.Literal(''), Type.Null()];
export const OptionalInteger = (maximum = 1_000_000) => Type.Optional(Type.Union([...empty(), Type.Integer({ minimum: 0, maximum })]));
export const OptionalId = () => Type.Optional(Type.Union([...empty(), Type.Integer({ minimum: 1 })]));
/** Decimals travel as strings with a dot (spec §7); never negative. */
export const DECIMAL = '^\\d{1,11}(\\.\\d{1,3})?$';
export const Decimal = () => Type.String({ pattern: DECIMAL, description: 'non-negative decimal with a dot, e.g. 120.5' });
export const OptionalDecimal = () => Type.Optional(Type.Union([...empty(), Decimal()]));
export const OptionalFile = (description: string) => Type.Optional(Type.Union([Type.Literal(''), FileField(description)]));
export const OptionalBoolean = () => Type.Optional(Type.Boolean());

export const blankToNull = <T>(value: T | '' | null | undefined): Exclude<T, '' | null | undefined> | null =>
  value === '' || value === undefined || value === null ? null : (value as Exclude<T, '' | null | undefined>);

/** Tenancy of the residue module's routes: row reads find the row with the tenancy clause in their own statement. */
export const wasteTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
