import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { SubambitInputs } from './SubambitInputs';

const SubambitCreate = () => (
  <RegisterCreate>
    <SubambitInputs />
  </RegisterCreate>
);

export default SubambitCreate;
