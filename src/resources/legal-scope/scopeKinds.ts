import type { LegalScopeKind } from '../../../contract/legal';

export const scopeKindLabel = (kind: LegalScopeKind) => `legalRegister.scope_kinds.${kind}`;
