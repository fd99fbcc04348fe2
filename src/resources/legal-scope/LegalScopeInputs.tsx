import { required, SelectInput } from 'react-admin';
import { BilingualInputs } from '../../custom-pages/legal-manager/BilingualInputs';
import { SCOPE_KIND_CHOICES } from './scopeKinds';

export const LegalScopeInputs = () => (
  <>
    <BilingualInputs />
    <SelectInput source="scope" choices={SCOPE_KIND_CHOICES} validate={required()} />
  </>
);
