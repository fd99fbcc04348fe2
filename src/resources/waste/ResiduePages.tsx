import { Chip } from '@mui/material';
import {
  AutocompleteArrayInput, BooleanInput, BulkDeleteButton, DataTable, List, ReferenceArrayInput, regex, required, SearchInput, TextInput,
} from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';
import { RegisterCreate, RegisterEdit } from '../../custom-pages/legal-manager/RegisterForms';
import { BilingualInputs } from '../../custom-pages/legal-manager/BilingualInputs';
import { HazardPictograms } from './HazardPictograms';
import { LER_PATTERN, type Residue } from './types';

const FLAGS = [
  'does_collection_plan_need_previous_notification',
  'does_collection_plan_need_treatment_contract',
  'does_residue_collection_need_collection_document',
  'does_residue_collection_need_delivery_note',
] as const;

/** A hazardous LER code (ending in *) needs at least one hazard class: the API answers the same. */
const hazardNeedsClass = (ids: unknown, values: { ler_code?: string }) =>
  values.ler_code?.trim().endsWith('*') && !(Array.isArray(ids) && ids.length) ? 'resources.residue.validation.hazard_class' : undefined;

const ResidueInputs = () => (
  <>
    <BilingualInputs />
    <TextInput
      source="ler_code"
      validate={[required(), regex(LER_PATTERN, 'resources.residue.validation.ler_code')]}
      helperText="resources.residue.helpers.ler_code"
    />
    <ReferenceArrayInput source="dangerousness_ids" reference="dangerousness" perPage={50} sort={{ field: 'id', order: 'ASC' }}>
      <AutocompleteArrayInput validate={hazardNeedsClass} helperText="resources.residue.helpers.dangerousness_ids" />
    </ReferenceArrayInput>
    {FLAGS.map((flag) => <BooleanInput key={flag} source={flag} className={FULL_ROW} />)}
  </>
);

export const ResidueList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'ler_code', order: 'ASC' }} exporter={false}>
    <DataTable<Residue> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="ler_code" />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col
        source="is_hazardous"
        disableSort
        render={(row) => (row.is_hazardous ? <Chip size="small" color="warning" label="HP" /> : null)}
      />
      <DataTable.Col source="dangerousnesses" disableSort render={(row) => <HazardPictograms classes={row.dangerousnesses} />} />
    </DataTable>
  </List>
);

export const ResidueCreate = () => (
  <RegisterCreate defaultValues={{ dangerousness_ids: [], ...Object.fromEntries(FLAGS.map((flag) => [flag, false])) }}>
    <ResidueInputs />
  </RegisterCreate>
);

export const ResidueEdit = () => (
  <RegisterEdit>
    <ResidueInputs />
  </RegisterEdit>
);
