import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

export const GoodPracticeInputs = () => (
  <>
    <BilingualInputs />
    <ReferenceArrayInput source="aspect_ids" reference="aspect" sort={{ field: 'order', order: 'ASC' }} perPage={200}>
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
    <OrderInput />
  </>
);
