import { Create, SimpleForm } from 'react-admin';
import { ConsultancyInputs } from './ConsultancyInputs';

const ConsultancyCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <ConsultancyInputs />
    </SimpleForm>
  </Create>
);

export default ConsultancyCreate;
