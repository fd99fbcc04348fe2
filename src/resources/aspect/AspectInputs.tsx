import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

export const AspectInputs = () => (
  <>
    <BilingualInputs />
    <ReferenceInput source="vector_id" reference="vector" sort={{ field: 'order', order: 'ASC' }}>
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <OrderInput />
  </>
);
