import { BooleanInput, regex, required, TextInput } from 'react-admin';
import { LogoInput } from '../../common/LogoInput';

// A host name as the API checks it: dot-separated labels of letters, digits and inner hyphens.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const ConsultancyInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput
      source="domain_name"
      validate={[required(), regex(HOST_NAME, 'resources.consultancy.validation.domain_name')]}
      helperText="resources.consultancy.helpers.domain_name"
    />
    <LogoInput />
    <BooleanInput source="require_two_factor" helperText="resources.consultancy.helpers.require_two_factor" />
  </>
);
