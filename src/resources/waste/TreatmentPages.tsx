import { BulkDeleteButton, Create, DataTable, Edit, List, required, SearchInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { TREATMENT_CHOICES, type Treatment } from './types';

const TreatmentInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <SelectInput source="type" choices={TREATMENT_CHOICES} validate={required()} helperText="resources.treatment.helpers.type" />
  </>
);

const Kind = ({ kind }: { kind: Treatment['kind'] }) => <>{useTranslate()(`resources.treatment.kinds.${kind}`)}</>;

export const TreatmentList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable<Treatment> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="type" />
      <DataTable.Col source="kind" disableSort render={(row) => <Kind kind={row.kind} />} />
    </DataTable>
  </List>
);

export const TreatmentCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TreatmentInputs />
    </SimpleForm>
  </Create>
);

export const TreatmentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <TreatmentInputs />
    </SimpleForm>
  </Edit>
);
