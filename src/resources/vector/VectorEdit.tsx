import { Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { VectorInputs } from './VectorInputs';

const VectorEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <VectorInputs />
    </SimpleForm>
  </Edit>
);

export default VectorEdit;
