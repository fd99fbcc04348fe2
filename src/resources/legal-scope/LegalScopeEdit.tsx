import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalScopeInputs } from './LegalScopeInputs';

const LegalScopeEdit = () => (
  <RegisterEdit>
    <LegalScopeInputs />
  </RegisterEdit>
);

export default LegalScopeEdit;
