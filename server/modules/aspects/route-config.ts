import { Type } from 'typebox';
import type { CenterModule } from '../../../contract/modules';
import type { CenterMode, CenterOwnedTable } from '../../lib/tenancy';

export const MODULE: CenterModule = 'environmental-aspects';
export const everyone = ['admin', 'collaborator', 'client'] as const;
export const staff = ['admin', 'collaborator'] as const;

/** Tenancy of a route whose key names a row (or the center) in params, query or body; writes need the module on. */
export const about = (center: 'params' | 'query' | 'body', key: string, mode: CenterMode, owner?: { table: CenterOwnedTable; noun: string }) =>
  ({ center, key, mode, ...(owner ? { owner } : {}), module: MODULE });

export const Id = () => Type.Integer({ minimum: 1 });
export const OptionalId = () => Type.Optional(Type.Integer({ minimum: 1 }));
export const Name = () => Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
export const Order = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
export const Comment = () => Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]));
