import area from '../catalogues/area';
import { DeclaredInputs } from '../declared/DeclaredInputs';

/** The declared area inputs, for the legal manager's dialogs. */
export const AreaInputs = () => <DeclaredInputs declaration={area} />;
