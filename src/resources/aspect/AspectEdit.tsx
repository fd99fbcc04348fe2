import { Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { AspectInputs } from './AspectInputs';

const AspectEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <AspectInputs />
    </SimpleForm>
  </Edit>
);

export default AspectEdit;
