import { Create, SimpleForm } from 'react-admin';
import { GoodPracticeInputs } from './GoodPracticeInputs';

const GoodPracticeCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <GoodPracticeInputs />
    </SimpleForm>
  </Create>
);

export default GoodPracticeCreate;
