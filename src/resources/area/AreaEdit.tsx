import { RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { AreaInputs } from './AreaInputs';

const AreaEdit = () => (
  <RegisterEdit>
    <AreaInputs />
  </RegisterEdit>
);

export default AreaEdit;
