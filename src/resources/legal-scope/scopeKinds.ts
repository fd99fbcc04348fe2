import { LEGAL_SCOPE_KINDS, type LegalScopeKind } from '../../../contract/legal';

export const scopeKindLabel = (kind: LegalScopeKind) => `legalRegister.scope_kinds.${kind}`;

/** Choices of a SelectInput, translated by react-admin. */
export const SCOPE_KIND_CHOICES = LEGAL_SCOPE_KINDS.map((kind) => ({ id: kind, name: scopeKindLabel(kind) }));
