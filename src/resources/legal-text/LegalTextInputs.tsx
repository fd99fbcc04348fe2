import legalText from '../catalogues/legal-text';
import { DeclaredInputs } from '../declared/DeclaredInputs';

/** The declared legal text inputs, for the legal manager's dialogs. */
export const LegalTextInputs = () => <DeclaredInputs declaration={legalText} />;
