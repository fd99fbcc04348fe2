import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';

// Pessimistic: the server's answer (e.g. e-mail taken) must reach the form before leaving it.
const UserEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toUserPayload}>
    <SimpleForm toolbar={<UserEditToolbar />}>
      <UserInputs isNew={false} />
    </SimpleForm>
  </Edit>
);

export default UserEdit;
