import { Create, SimpleForm } from 'react-admin';
import { ProjectCostInputs } from './ProjectCostInputs';
import { costPayload } from './types';

const ProjectCostCreate = () => (
  <Create redirect="list" transform={costPayload}>
    <SimpleForm>
      <ProjectCostInputs />
    </SimpleForm>
  </Create>
);

export default ProjectCostCreate;
