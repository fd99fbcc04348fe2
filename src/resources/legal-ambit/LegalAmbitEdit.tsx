import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalAmbitInputs } from './LegalAmbitInputs';

const LegalAmbitEdit = () => (
  <RegisterEdit>
    <LegalAmbitInputs />
  </RegisterEdit>
);

export default LegalAmbitEdit;
