import { Create, SimpleForm } from 'react-admin';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';

const UserCreate = () => (
  <Create redirect="list" transform={toUserPayload}>
    <SimpleForm defaultValues={{ role: 'collaborator' }}>
      <UserInputs isNew />
    </SimpleForm>
  </Create>
);

export default UserCreate;
