import { Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import type { ProjectAmbit } from './types';
import { ProjectAmbitInputs } from './ProjectAmbitInputs';
import { withHistory } from '../../history/HistoryAside';

// Only `name` is written (spec §7); pessimistic so server errors reach the form.
const ProjectAmbitEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={({ name }: ProjectAmbit) => ({ name })} {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <ProjectAmbitInputs />
    </SimpleForm>
  </Edit>
);

export default ProjectAmbitEdit;
