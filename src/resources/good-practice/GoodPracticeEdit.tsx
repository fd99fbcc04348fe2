import { Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { GoodPracticeInputs } from './GoodPracticeInputs';

const GoodPracticeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <GoodPracticeInputs />
    </SimpleForm>
  </Edit>
);

export default GoodPracticeEdit;
