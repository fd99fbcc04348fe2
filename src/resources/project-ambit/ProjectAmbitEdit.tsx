import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ProjectAmbit } from './types';
import { ProjectAmbitInputs } from './ProjectAmbitInputs';

const ProjectAmbitEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// Only `name` is written (spec §7); pessimistic so server errors reach the form.
const ProjectAmbitEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={({ name }: ProjectAmbit) => ({ name })}>
    <SimpleForm toolbar={<ProjectAmbitEditToolbar />}>
      <ProjectAmbitInputs />
    </SimpleForm>
  </Edit>
);

export default ProjectAmbitEdit;
