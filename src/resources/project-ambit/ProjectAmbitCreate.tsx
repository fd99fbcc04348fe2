import { Create, SimpleForm } from 'react-admin';
import { ProjectAmbitInputs } from './ProjectAmbitInputs';

const ProjectAmbitCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <ProjectAmbitInputs />
    </SimpleForm>
  </Create>
);

export default ProjectAmbitCreate;
