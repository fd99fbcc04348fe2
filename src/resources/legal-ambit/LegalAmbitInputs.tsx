import legalAmbit from '../catalogues/legal-ambit';
import { DeclaredInputs } from '../declared/DeclaredInputs';

/** The declared legal ambit inputs, for the legal manager's dialogs. */
export const LegalAmbitInputs = () => <DeclaredInputs declaration={legalAmbit} />;
