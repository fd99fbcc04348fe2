import { Create, SimpleForm, useCanAccess } from 'react-admin';
import { ProjectInputs } from './ProjectInputs';
import { projectPayload } from './types';

const ProjectCreate = () => {
  const { canAccess: isAdmin = false, isPending } = useCanAccess({ resource: 'project-cost', action: 'list' });
  if (isPending) return null;
  return (
    <Create redirect="edit" transform={projectPayload}>
      <SimpleForm>
        <ProjectInputs isAdmin={isAdmin} />
      </SimpleForm>
    </Create>
  );
};

export default ProjectCreate;
