import { Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { ProjectCostInputs } from './ProjectCostInputs';
import { costPayload } from './types';

const ProjectCostEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={costPayload} {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <ProjectCostInputs />
    </SimpleForm>
  </Edit>
);

export default ProjectCostEdit;
