import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { offeredStates } from '../../../contract/projects';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import type { Project } from './types';

/** Only the states the lifecycle allows from the saved one (contract/projects.ts), as the server enforces. */
const StateInput = ({ isAdmin }: { isAdmin: boolean }) => {
  const record = useRecordContext<Project>();
  const choices = offeredStates(record?.id ? record.state : undefined, isAdmin).map((id) => ({ id, name: `projects.states.${id}` }));
  return <SelectInput source="state" choices={choices} defaultValue="PENDING" validate={required()} />;
};

/** Every field of spec §3; money, ambit and people only for admins (the API hides them from collaborators). */
export const ProjectInputs = ({ isAdmin }: { isAdmin: boolean }) => (
  <FormGrid columns="1fr 1fr">
    <TextInput source="name" validate={required()} className={FULL_ROW} />
    <ReferenceInput source="centerId" reference="center" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label="resources.project.fields.center" validate={required()} />
    </ReferenceInput>
    <StateInput isAdmin={isAdmin} />
    <DateInput source="start_date" />
    <DateInput source="end_date" />
    <NumberInput source="expected_hours" min={0} step={0.5} validate={minValue(0)} defaultValue={0} />
    {isAdmin && (
      <ReferenceInput source="ambitId" reference="project-ambit" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="resources.project.fields.ambit" />
      </ReferenceInput>
    )}
    {isAdmin && <NumberInput source="price" min={0} step={0.01} validate={minValue(0)} defaultValue={0} />}
    {isAdmin && <DateInput source="expected_charge_date" />}
    {isAdmin && <TextInput source="invoice_number" />}
    {isAdmin && <BooleanInput source="is_charged" defaultValue={false} />}
    {isAdmin && (
      <ReferenceInput
        source="coordinator_user_id"
        reference="user"
        sort={{ field: 'name', order: 'ASC' }}
        filter={{ role: 'collaborator' }}
      >
        <AutocompleteInput label="resources.project.fields.coordinator" />
      </ReferenceInput>
    )}
    {isAdmin && (
      <ReferenceArrayInput source="user_ids" reference="user" sort={{ field: 'name', order: 'ASC' }} filter={{ role: 'collaborator' }}>
        <AutocompleteArrayInput label="resources.project.fields.users" className={FULL_ROW} />
      </ReferenceArrayInput>
    )}
    <TextInput source="observations" multiline minRows={2} className={FULL_ROW} />
    <TextInput source="collaborators_observations" multiline minRows={2} className={FULL_ROW} />
  </FormGrid>
);
