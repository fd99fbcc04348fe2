import { Create, SimpleForm } from 'react-admin';
import { AspectInputs } from './AspectInputs';

const AspectCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <AspectInputs />
    </SimpleForm>
  </Create>
);

export default AspectCreate;
