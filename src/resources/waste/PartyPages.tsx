import { Chip } from '@mui/material';
import {
  AutocompleteArrayInput, BulkDeleteButton, Create, DataTable, Edit, email, List, ReferenceArrayInput, regex, required, SearchInput,
  SimpleForm, TextInput, useTranslate,
} from 'react-admin';
import { DateField } from '../../common/DateField';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { NIMA_PATTERN, type ResidueParty } from './types';

// Carriers and managers share their shape (spec §3) and their pages.

const PartyInputs = () => (
  <FormGrid columns="1fr 1fr">
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.residue-carrier.helpers.code" />
    <TextInput source="email" type="email" validate={[required(), email()]} />
    <TextInput source="phone_number" />
    <TextInput source="nima" validate={regex(NIMA_PATTERN, 'resources.residue-carrier.validation.nima')} helperText="resources.residue-carrier.helpers.nima" />
    <DateInput source="authorisation_expiry" helperText="resources.residue-carrier.helpers.authorisation_expiry" />
    <TextInput source="address" className={FULL_ROW} />
    <ReferenceArrayInput source="residue_ids" reference="residue" perPage={100}>
      <AutocompleteArrayInput className={FULL_ROW} optionText={(residue: { ler_code: string; name: string }) => `${residue.ler_code} ${residue.name}`} />
    </ReferenceArrayInput>
  </FormGrid>
);

/** Flags an expired authorisation wherever a carrier or manager is shown. */
export const AuthorisationExpired = ({ party }: { party?: Pick<ResidueParty, 'is_authorisation_expired'> | null }) => {
  const translate = useTranslate();
  return party?.is_authorisation_expired ? <Chip size="small" color="error" label={translate('waste.authorisation_expired')} /> : null;
};

// Spec §5: creation drops empty-string fields; an update drops undefined ones.
const dropEmpty = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== null && value !== undefined));
const dropUndefined = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

export const PartyList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable<ResidueParty> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.Col source="nima" />
      <DataTable.Col source="email" />
      <DataTable.Col source="authorisation_expiry">
        <DateField source="authorisation_expiry" />
      </DataTable.Col>
      <DataTable.Col source="is_authorisation_expired" disableSort render={(row) => <AuthorisationExpired party={row as ResidueParty} />} />
    </DataTable>
  </List>
);

export const PartyCreate = () => (
  <Create redirect="list" transform={dropEmpty}>
    <SimpleForm defaultValues={{ residue_ids: [] }}>
      <PartyInputs />
    </SimpleForm>
  </Create>
);

export const PartyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={dropUndefined} {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <PartyInputs />
    </SimpleForm>
  </Edit>
);
