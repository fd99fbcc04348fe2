import { Box, Divider, Typography } from '@mui/material';
import { Edit, SimpleForm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import { HoursBar } from './HoursBar';
import { ProjectActions } from './ProjectActions';
import { ProjectInputs } from './ProjectInputs';
import { ProjectTasks } from './ProjectTasks';
import { projectPayload, type Project } from './types';

const Hours = () => {
  const record = useRecordContext<Project>();
  const translate = useTranslate();
  const { format } = useFieldFormat();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2, maxWidth: 480 }}>
      <Typography variant="subtitle2">{translate('resources.project.fields.worked_hours')}</Typography>
      <HoursBar worked={record.worked_hours} expected={record.expected_hours} />
      {record.worked_hours_by_user.map((row) => (
        <Typography key={String(row.user.id)} variant="body2">{`${row.user.name}: ${format({ kind: 'hours' }, row.hours)}`}</Typography>
      ))}
    </Box>
  );
};

const ProjectEdit = () => {
  const { canAccess: isAdmin = false, isPending } = useCanAccess({ resource: 'project-cost', action: 'list' });
  if (isPending) return null;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={projectPayload}
      actions={<ProjectActions isAdmin={isAdmin} />}
      {...(isAdmin ? withHistory : {})}
    >
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <Hours />
        <ProjectInputs isAdmin={isAdmin} />
      </SimpleForm>
      <Divider />
      <ProjectTasks isAdmin={isAdmin} />
    </Edit>
  );
};

export default ProjectEdit;
