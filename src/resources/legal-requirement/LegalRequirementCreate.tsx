import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalRequirementInputs } from './LegalRequirementInputs';

const LegalRequirementCreate = () => (
  <RegisterCreate>
    <LegalRequirementInputs />
  </RegisterCreate>
);

export default LegalRequirementCreate;
