import { AutocompleteInput, minValue, NumberInput, ReferenceInput, required, TextInput } from 'react-admin';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';

export const ProjectCostInputs = () => (
  <FormGrid columns="1fr 1fr">
    <ReferenceInput source="project_id" reference="project" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label="resources.project-cost.fields.project" validate={required()} className={FULL_ROW} />
    </ReferenceInput>
    <TextInput source="concept" validate={required()} className={FULL_ROW} />
    <NumberInput source="amount" min={0} step={0.01} validate={[required(), minValue(0)]} />
    <DateInput source="date" validate={required()} />
  </FormGrid>
);
