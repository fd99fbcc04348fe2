import { Edit, SimpleForm } from 'react-admin';
import { NameChips } from '../../common/NameChips';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { EnterpriseInputs } from './EnterpriseInputs';
import { withHistory } from '../../history/HistoryAside';

// Pessimistic: the server's refusals (unknown people, centers left on delete) must reach the page before it leaves.
const EnterpriseEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <EnterpriseInputs />
      <NameChips source="centerList" />
    </SimpleForm>
  </Edit>
);

export default EnterpriseEdit;
