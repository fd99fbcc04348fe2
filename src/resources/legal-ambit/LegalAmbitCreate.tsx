import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { LegalAmbitInputs } from './LegalAmbitInputs';

const LegalAmbitCreate = () => (
  <RegisterCreate>
    <LegalAmbitInputs />
  </RegisterCreate>
);

export default LegalAmbitCreate;
