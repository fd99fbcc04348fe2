import { Edit, SimpleForm } from 'react-admin';
import { NameChips } from '../../common/NameChips';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';
import { withHistory } from '../../history/HistoryAside';

// Pessimistic: the server's answer (e.g. e-mail taken) must reach the form before leaving it.
const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toUserPayload} {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <UserInputs isNew={false} />
      <NameChips source="enterpriseList" />
      <NameChips source="centerList" />
    </SimpleForm>
  </Edit>
);

export default UserEdit;
