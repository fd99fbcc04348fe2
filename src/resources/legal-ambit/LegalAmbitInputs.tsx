import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

export const LegalAmbitInputs = () => (
  <>
    <BilingualInputs />
    <ReferenceInput source="area_id" reference="area" sort={{ field: 'order', order: 'ASC' }}>
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <OrderInput />
  </>
);
