import subambit from '../catalogues/subambit';
import { DeclaredInputs } from '../declared/DeclaredInputs';

/** The declared subambit inputs, for the legal manager's dialogs. */
export const SubambitInputs = () => <DeclaredInputs declaration={subambit} />;
