import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

export const SubambitInputs = () => (
  <>
    <BilingualInputs />
    <ReferenceInput source="legal_ambit_id" reference="legal-ambit" sort={{ field: 'order', order: 'ASC' }}>
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <OrderInput />
  </>
);
