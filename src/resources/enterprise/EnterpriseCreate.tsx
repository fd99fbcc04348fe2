import { Create, SimpleForm } from 'react-admin';
import { EnterpriseInputs } from './EnterpriseInputs';

const EnterpriseCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ userIdList: [] }}>
      <EnterpriseInputs />
    </SimpleForm>
  </Create>
);

export default EnterpriseCreate;
