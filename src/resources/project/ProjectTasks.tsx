import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Button,
  DataTable,
  ListBase,
  Pagination,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SaveButton,
  SimpleForm,
  Toolbar,
  type Identifier,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DueDateChip } from '../../common/fields';
import { useReportError } from '../../common/useReportError';
import { useProjectsApi } from '../../custom-pages/projects/api';
import { dedicationPath, taskPath } from '../../custom-pages/projects/paths';
import { HoursBarField } from './HoursBar';
import type { Project, Task } from './types';

const AssignToAll = ({ project }: { project: Project }) => {
  const projectsApi = useProjectsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const save = ({ user_ids }: { user_ids?: number[] }) =>
    projectsApi
      .assignUsersToAllTasks(project.id, user_ids ?? [])
      .then(({ tasks }) => {
        setOpen(false);
        notify('projects.assign_all.done', { type: 'success', messageArgs: { smart_count: tasks } });
        refresh();
      })
      .catch(reportError);
  return (
    <>
      <Button label="projects.assign_all.action" onClick={() => setOpen(true)}>
        <GroupAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>{translate('projects.assign_all.action')}</DialogTitle>
        <DialogContent>
          <SimpleForm onSubmit={save} record={{}}>
            <ReferenceArrayInput
              source="user_ids"
              reference="user"
              filter={{ role: 'collaborator' }}
              sort={{ field: 'name', order: 'ASC' }}
            >
              <AutocompleteArrayInput label="resources.project.fields.users" />
            </ReferenceArrayInput>
          </SimpleForm>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * A button that opens a dialog to choose another project (never this one) and copies tasks between the two
 * with `copy`; the toast says how many were copied.
 */
const ProjectPickerDialog = ({
  project,
  action,
  title,
  explanation,
  field,
  fieldLabel,
  copy,
  onCopied,
}: {
  project: Project;
  /** Catalogue key of the button that opens the dialog. */
  action: string;
  title: string;
  explanation?: string;
  /** Which project the choice is: the one tasks come from, or the one they go to. */
  field: 'from_project_id' | 'to_project_id';
  fieldLabel: string;
  copy: (otherProjectId: Identifier) => Promise<{ copied: number }>;
  onCopied: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const titleId = `${field}-title`;
  const notThisProject = (value: Identifier | undefined) =>
    value !== undefined && String(value) === String(project.id) ? 'projects.copy_tasks.same_project' : undefined;
  const submit = (values: Partial<Record<typeof field, Identifier>>) =>
    copy(values[field]!)
      .then(({ copied }) => {
        setOpen(false);
        onCopied();
        notify('projects.copy_tasks.done', { type: 'success', messageArgs: { smart_count: copied } });
      })
      .catch(reportError);
  return (
    <>
      <Button label={action} onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {explanation && <DialogContentText>{explanation}</DialogContentText>}
          <SimpleForm
            onSubmit={submit}
            record={{}}
            toolbar={
              <Toolbar>
                <SaveButton label="projects.copy_tasks.confirm" icon={<ContentCopyIcon />} />
              </Toolbar>
            }
          >
            <ReferenceInput source={field} reference="project" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput label={fieldLabel} validate={[required(), notThisProject]} />
            </ReferenceInput>
          </SimpleForm>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * Copies every task of another project into this one (POST /api/project/tasks-from-project-to-project: with
 * their assigned users, status back to to-do); the task list below refreshes with the copies.
 */
const CopyTasks = ({ project }: { project: Project }) => {
  const projectsApi = useProjectsApi();
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <ProjectPickerDialog
      project={project}
      action="projects.copy_tasks.action"
      title={translate('projects.copy_tasks.title', { name: project.name })}
      explanation={translate('projects.copy_tasks.explanation')}
      field="from_project_id"
      fieldLabel="projects.copy_tasks.source"
      copy={(from) => projectsApi.copyProjectTasks(from, project.id)}
      onCopied={refresh}
    />
  );
};

/** A bulk action of the task list: copies the chosen tasks into another project (tasks-from-project-to-another-project). */
const CopySelectedTasks = ({ project }: { project: Project }) => {
  const projectsApi = useProjectsApi();
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <ProjectPickerDialog
      project={project}
      action="projects.copy_selected.action"
      title={translate('projects.copy_selected.title', { smart_count: selectedIds.length })}
      field="to_project_id"
      fieldLabel="projects.copy_selected.target"
      copy={(to) => projectsApi.copySelectedTasks(selectedIds, to)}
      onCopied={() => onUnselectItems()}
    />
  );
};

/** The project's tasks (GET /api/project/{id}/tasks); admins open a task to edit it, everyone logs time on it. */
export const ProjectTasks = ({ isAdmin }: { isAdmin: boolean }) => {
  const project = useRecordContext<Project>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!project) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {translate('resources.task.name', { smart_count: 2 })}
        </Typography>
        {isAdmin && <CopyTasks project={project} />}
        {isAdmin && <AssignToAll project={project} />}
        {isAdmin && (
          <Button label="projects.new_task" component={Link} to={taskPath(project.id)}>
            <AddIcon />
          </Button>
        )}
      </Box>
      <ListBase
        resource={`project/${project.id}/tasks`}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        disableAuthentication
      >
        <DataTable<Task>
          rowClick={(id) => taskPath(project.id, id)}
          bulkActionButtons={isAdmin ? <CopySelectedTasks project={project} /> : false}
          empty={
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {translate('projects.no_tasks')}
            </Typography>
          }
        >
          <DataTable.Col source="name" label="resources.task.fields.name" />
          <DataTable.Col
            source="status"
            label="resources.task.fields.status"
            render={(task) => translate(`projects.task_status.${task.status}`)}
          />
          <DataTable.Col
            source="due_date"
            label="resources.task.fields.due_date"
            render={(task) => <DueDateChip date={task.due_date} done={task.status === 'DONE'} />}
          />
          <DataTable.Col label="resources.task.fields.worked_hours" disableSort>
            <HoursBarField />
          </DataTable.Col>
          <DataTable.Col
            label={false}
            disableSort
            align="right"
            render={(task) => (
              <Button
                label="projects.log_time"
                onClick={(event) => {
                  event.stopPropagation();
                  navigate(dedicationPath(project.id, task.id));
                }}
              >
                <MoreTimeIcon />
              </Button>
            )}
          />
        </DataTable>
        <Pagination />
      </ListBase>
    </Box>
  );
};
