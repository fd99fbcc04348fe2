import type { NamedReference } from '../../common/NameChips';
import type { LegalTextIdentity } from '../../dataProvider/legalChanges';

/** The resources of the legal register, top level first (spec §3). */
export type RegisterResource = 'area' | 'legal-ambit' | 'subambit' | 'legal-text' | 'legal-requirement';

/** Every named level reads `name` in the UI language and writes both names. */
export interface BilingualRecord {
  id: number;
  name: string;
  name_spanish: string;
  name_catalan: string;
}

/** The levels above a text or requirement, as the API nests them. */
interface RegisterChain {
  legal_scope: NamedReference;
  subambit: NamedReference;
  legal_ambit: NamedReference;
  area: NamedReference;
}

export interface LegalText extends RegisterChain, Partial<LegalTextIdentity> {
  id: number;
  name: string;
  /** Articles or links, in the order the text cites them. */
  texts: string[];
  legal_scope_id: number;
  subambit_id: number;
}

export interface LegalRequirement extends BilingualRecord, RegisterChain {
  evidence_name_spanish: string;
  evidence_name_catalan: string;
  order: number;
  legal_text: NamedReference;
  legal_text_id: number;
}
