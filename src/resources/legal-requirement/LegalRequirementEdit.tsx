import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalRequirementInputs } from './LegalRequirementInputs';

const LegalRequirementEdit = () => (
  <RegisterEdit>
    <LegalRequirementInputs />
  </RegisterEdit>
);

export default LegalRequirementEdit;
