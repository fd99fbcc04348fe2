import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalScopeInputs } from './LegalScopeInputs';

const LegalScopeCreate = () => (
  <RegisterCreate>
    <LegalScopeInputs />
  </RegisterCreate>
);

export default LegalScopeCreate;
