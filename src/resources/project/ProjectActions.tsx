import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import {
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListButton, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { useReportError } from '../../common/useReportError';
import { useProjectsApi } from '../../custom-pages/projects/api';
import type { Project } from './types';

const DuplicateButton = () => {
  const projectsApi = useProjectsApi();
  const record = useRecordContext<Project>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [withTasks, setWithTasks] = useState(true);
  if (!record) return null;
  const duplicate = () =>
    projectsApi
      .duplicateProject(record.id, withTasks)
      .then((copy) => {
        setOpen(false);
        navigate(`/project/${copy.id}`);
      })
      .catch(reportError);
  return (
    <>
      <Button label="projects.duplicate.action" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('projects.duplicate.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <FormControlLabel
            control={<Checkbox checked={withTasks} onChange={(event) => setWithTasks(event.target.checked)} />}
            label={translate('projects.duplicate.with_tasks')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={duplicate}>
            {translate('projects.duplicate.action')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

const ObservationButton = () => {
  const projectsApi = useProjectsApi();
  const record = useRecordContext<Project>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!record) return null;
  const save = () =>
    projectsApi
      .addCollaboratorsObservation(record.id, text)
      .then(() => {
        setOpen(false);
        setText('');
        notify('projects.observation.added', { type: 'success' });
        refresh();
      })
      .catch(reportError);
  return (
    <>
      <Button label="projects.observation.action" onClick={() => setOpen(true)}>
        <NoteAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>{translate('projects.observation.action')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            label={translate('resources.project.fields.collaborators_observations')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={!text.trim()} onClick={save}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

const DedicationsDownload = () => {
  const projectsApi = useProjectsApi();
  const record = useRecordContext<Project>();
  const reportError = useReportError();
  if (!record) return null;
  return (
    <Button label="projects.download_dedications" onClick={() => projectsApi.downloadProjectDedications(record.id).catch(reportError)}>
      <DownloadIcon />
    </Button>
  );
};

export const ProjectActions = (_props: { isAdmin: boolean }) => (
  <TopToolbar>
    <ListButton />
    <ObservationButton />
    <DedicationsDownload />
    <DuplicateButton />
  </TopToolbar>
);
