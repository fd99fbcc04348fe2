import { moduleOpensTo, type CenterModule } from '../../contract/modules';
import type { Role } from '../../contract/roles';
import { canAccess, type AccessRequest } from '../authProvider/canAccess';

// What opening each module's first page asks of the access rules: the same question the page's route asks,
// so a card or link is offered only to a role the server lets in (issue 23: no "Acceso denegado" dead ends).
export const MODULE_ENTRY: Record<CenterModule, AccessRequest> = {
  'legal-requirement': { resource: 'legal-inventory', action: 'show' },
  'environmental-aspects': { resource: 'environmental-aspects', action: 'show' },
  'risk-opportunity': { resource: 'risk-module', action: 'show' },
  improvement: { resource: 'improvement-module', action: 'show' },
  residue: { resource: 'residue-module', action: 'show' },
  document: { resource: 'enterprise-document', action: 'list' },
  ddd: { resource: 'ddd-service', action: 'list' },
  indicator: { resource: 'indicator', action: 'list' },
};

/**
 * Whether `role` may open the module's pages at all (an active module it cannot open gets no card): a role the module
 * is for (contract/modules.ts, the list the server's routes follow) and that its first page lets in.
 */
export const canOpenModule = (role: Role | undefined, module: CenterModule): boolean =>
  role !== undefined && moduleOpensTo(role, module) && canAccess(role, MODULE_ENTRY[module]);
