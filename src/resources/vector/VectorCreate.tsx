import { Create, SimpleForm } from 'react-admin';
import { VectorInputs } from './VectorInputs';

const VectorCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <VectorInputs />
    </SimpleForm>
  </Create>
);

export default VectorCreate;
