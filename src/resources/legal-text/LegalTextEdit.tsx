import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalTextInputs } from './LegalTextInputs';

const LegalTextEdit = () => (
  <RegisterEdit>
    <LegalTextInputs />
  </RegisterEdit>
);

export default LegalTextEdit;
