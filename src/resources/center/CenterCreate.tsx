import { Create, SimpleForm } from 'react-admin';
import { CenterInputs } from './CenterInputs';

const CenterCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ used_language: 'es', userIdList: [] }}>
      <CenterInputs />
    </SimpleForm>
  </Create>
);

export default CenterCreate;
