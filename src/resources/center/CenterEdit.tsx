import { Edit, SimpleForm, TopToolbar } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { CenterHomeButton, ModuleActivationButton } from './CenterButtons';
import { CenterInputs } from './CenterInputs';
import { withHistory } from '../../history/HistoryAside';

// Pessimistic: the server's field errors must reach the form before it leaves.
const CenterEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    {...withHistory}
    actions={
      <TopToolbar>
        <CenterHomeButton />
        <ModuleActivationButton />
      </TopToolbar>
    }
  >
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <CenterInputs />
    </SimpleForm>
  </Edit>
);

export default CenterEdit;
