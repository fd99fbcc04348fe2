import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  AutocompleteInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  useCanAccess,
  useGetIdentity,
} from 'react-admin';
import { todayIn } from '../../../contract/field-kinds';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { TimeInput } from '../../common/TimeInputs';
import { withHistory } from '../../history/HistoryAside';

const FIELDS = ['task_id', 'user_id', 'date', 'hours', 'start_time', 'end_time', 'observations'] as const;
// Spec §5: empty observations become null; the date travels YYYY-MM-DD.
const dedicationPayload = (record: Record<string, unknown>) =>
  Object.fromEntries(
    FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field] === '' ? null : record[field]]),
  );

const hoursRule = (value: unknown) => {
  const hours = Number(value);
  if (!(hours > 0) || hours > 24) return 'projects.validation.hours_range';
  if (Math.round(hours * 100) !== hours * 100) return 'projects.validation.two_decimals';
  return undefined;
};
const endAfterStart = (value: unknown, values: Record<string, unknown>) =>
  value && values.start_time && String(value) <= String(values.start_time) ? 'projects.validation.end_before_start' : undefined;

const DedicationInputs = ({ isAdmin }: { isAdmin: boolean }) => (
  <FormGrid columns="1fr 1fr">
    <DateInput source="date" label="resources.dedication.fields.date" validate={required()} />
    <NumberInput source="hours" label="resources.dedication.fields.hours" step={0.25} validate={[required(), hoursRule]} />
    <TimeInput source="start_time" label="resources.dedication.fields.start_time" />
    <TimeInput source="end_time" label="resources.dedication.fields.end_time" validate={endAfterStart} />
    {/* Collaborators log only their own time; admins choose whose it is. */}
    {isAdmin && (
      <ReferenceInput source="user_id" reference="user" sort={{ field: 'name', order: 'ASC' }} filter={{ role: 'collaborator' }}>
        <AutocompleteInput label="resources.dedication.fields.user" className={FULL_ROW} />
      </ReferenceInput>
    )}
    <TextInput source="observations" label="resources.dedication.fields.observations" multiline minRows={2} className={FULL_ROW} />
  </FormGrid>
);

/** dedication/new and dedication/{dedicationId} under a task (admin and collaborator). */
const DedicationPage = () => {
  const { projectId = '', taskId = '', dedicationId } = useParams();
  const { canAccess: isAdmin = false, isPending } = useCanAccess({ resource: 'project-cost', action: 'list' });
  const { identity } = useGetIdentity();
  const defaults = useMemo(() => ({ task_id: Number(taskId), user_id: identity?.id, date: todayIn() }), [taskId, identity?.id]);
  if (isPending) return null;
  const back = () => `project/${projectId}/task/${taskId}`;
  if (!dedicationId || dedicationId === 'new') {
    return (
      <Create
        resource="dedication"
        disableAuthentication
        redirect={back}
        transform={dedicationPayload}
        title="projects.log_time"
        record={defaults}
      >
        <SimpleForm>
          <DedicationInputs isAdmin={isAdmin} />
        </SimpleForm>
      </Create>
    );
  }
  return (
    <Edit
      resource="dedication"
      id={dedicationId}
      disableAuthentication
      redirect={back}
      mutationMode="pessimistic"
      transform={dedicationPayload}
      {...(isAdmin ? withHistory : {})}
    >
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <DedicationInputs isAdmin={isAdmin} />
      </SimpleForm>
    </Edit>
  );
};

export default DedicationPage;
