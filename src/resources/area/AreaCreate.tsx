import { RegisterCreate } from '../../custom-pages/legal-manager/RegisterForms';
import { AreaInputs } from './AreaInputs';

const AreaCreate = () => (
  <RegisterCreate>
    <AreaInputs />
  </RegisterCreate>
);

export default AreaCreate;
