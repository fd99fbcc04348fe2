import legalRequirement from '../catalogues/legal-requirement';
import { DeclaredInputs } from '../declared/DeclaredInputs';

/** The declared requirement inputs; `legalTextFilter` narrows the legal texts offered, e.g. to one subambit's in the legal manager. */
export const LegalRequirementInputs = ({ legalTextFilter }: { legalTextFilter?: Record<string, unknown> }) => (
  <DeclaredInputs declaration={legalRequirement} filters={legalTextFilter && { legal_text_id: legalTextFilter }} />
);
