import { required, TextInput } from 'react-admin';

export const ProjectAmbitInputs = () => <TextInput source="name" validate={required()} />;
