import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalTextInputs } from './LegalTextInputs';

const LegalTextCreate = () => (
  <RegisterCreate>
    <LegalTextInputs />
  </RegisterCreate>
);

export default LegalTextCreate;
