import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { SubambitInputs } from './SubambitInputs';

const SubambitEdit = () => (
  <RegisterEdit>
    <SubambitInputs />
  </RegisterEdit>
);

export default SubambitEdit;
