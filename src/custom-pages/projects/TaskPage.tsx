import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AutocompleteArrayInput,
  Button,
  Create,
  DataTable,
  Edit,
  ListBase,
  minValue,
  NumberInput,
  Pagination,
  ReferenceArrayInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../common/DateField';
import { KindField } from '../../common/fields';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { TASK_STATUSES, type Dedication } from '../../resources/project/types';
import { dedicationPath } from './paths';

const statusChoices = TASK_STATUSES.map((id) => ({ id, name: `projects.task_status.${id}` }));
const TASK_FIELDS = ['project_id', 'name', 'description', 'expected_hours', 'due_date', 'status', 'user_ids'] as const;
const taskPayload = (record: Record<string, unknown>) =>
  Object.fromEntries(
    TASK_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field] === '' ? null : record[field]]),
  );

const TaskInputs = ({ readOnly }: { readOnly: boolean }) => (
  <FormGrid columns="1fr 1fr">
    <TextInput source="name" label="resources.task.fields.name" validate={required()} className={FULL_ROW} readOnly={readOnly} />
    <TextInput
      source="description"
      label="resources.task.fields.description"
      multiline
      minRows={2}
      className={FULL_ROW}
      readOnly={readOnly}
    />
    <NumberInput
      source="expected_hours"
      label="resources.task.fields.expected_hours"
      min={0}
      step={0.5}
      validate={minValue(0)}
      defaultValue={0}
      readOnly={readOnly}
    />
    <DateInput source="due_date" label="resources.task.fields.due_date" readOnly={readOnly} />
    <SelectInput
      source="status"
      label="resources.task.fields.status"
      choices={statusChoices}
      defaultValue="TODO"
      validate={required()}
      readOnly={readOnly}
    />
    {!readOnly && (
      <ReferenceArrayInput source="user_ids" reference="user" filter={{ role: 'collaborator' }} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput label="resources.task.fields.users" />
      </ReferenceArrayInput>
    )}
  </FormGrid>
);

const Dedications = ({ projectId, taskId }: { projectId: string; taskId: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {translate('resources.dedication.name', { smart_count: 2 })}
        </Typography>
        <Button label="projects.log_time" component={Link} to={dedicationPath(projectId, taskId)}>
          <MoreTimeIcon />
        </Button>
      </Box>
      <ListBase
        resource={`task/${taskId}/dedications`}
        sort={{ field: 'date', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        disableAuthentication
      >
        <DataTable<Dedication>
          rowClick={(id) => {
            navigate(dedicationPath(projectId, taskId, id));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="date" label="resources.dedication.fields.date" field={DateField} />
          <DataTable.Col source="user.name" label="resources.dedication.fields.user" disableSort />
          <DataTable.Col source="hours" label="resources.dedication.fields.hours" align="right">
            <KindField source="hours" kind={{ kind: 'hours' }} />
          </DataTable.Col>
          <DataTable.Col source="start_time" label="resources.dedication.fields.start_time" disableSort />
          <DataTable.Col source="end_time" label="resources.dedication.fields.end_time" disableSort />
          <DataTable.Col source="observations" label="resources.dedication.fields.observations" disableSort />
          <DataTable.Col
            label={false}
            disableSort
            render={(row) => (row.outside_project_dates ? translate('projects.outside_dates') : '')}
          />
        </DataTable>
        <Pagination />
      </ListBase>
    </Box>
  );
};

/** /project/{projectId}/task/new and task/{taskId}: admins edit; collaborators see the task and log their time. */
const TaskPage = () => {
  const { projectId = '', taskId } = useParams();
  const { canAccess: canEdit = false, isPending } = useCanAccess({ resource: 'task', action: 'edit' });
  // One object per project: a new default record on every render would reset the form while typing.
  const defaults = useMemo(() => ({ project_id: Number(projectId) }), [projectId]);
  if (isPending) return null;
  const back = `/project/${projectId}`;
  if (!taskId || taskId === 'new') {
    return (
      <Create resource="task" redirect={() => back.slice(1)} transform={taskPayload} record={defaults} title="projects.new_task">
        <SimpleForm>
          <TaskInputs readOnly={false} />
        </SimpleForm>
      </Create>
    );
  }
  return (
    <Edit
      resource="task"
      id={taskId}
      disableAuthentication
      redirect={() => back.slice(1)}
      mutationMode="pessimistic"
      transform={taskPayload}
      {...(canEdit ? withHistory : {})}
    >
      <SimpleForm toolbar={canEdit ? <SaveDeleteToolbar /> : false}>
        <TaskInputs readOnly={!canEdit} />
      </SimpleForm>
      <Dedications projectId={projectId} taskId={taskId} />
    </Edit>
  );
};

export default TaskPage;
