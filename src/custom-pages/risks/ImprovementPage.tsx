import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  AutocompleteInput,
  BooleanInput,
  Loading,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  IMPROVEMENT_ORIGINS,
  IMPROVEMENT_SOURCES,
  IMPROVEMENT_STATUSES,
  IMPROVEMENT_TYPES,
  type ImprovementSource,
} from '../../../contract/risks';
import { DateInput } from '../../common/DateInput';
import { toApiDate } from '../../common/dates';
import { useModuleQuery, useSeedModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { NO_READ, risksKey, type ImprovementAction } from './api';
import { ModuleFrame } from './ModuleFrame';
import { evaluationPath, improvementActionPath, improvementHistoryItemPath, improvementPath } from './paths';
import { aspectsPath } from '../aspects/paths';

/** The effectiveness check of ISO 14001 10.2: asked for when the action is being closed. */
const ClosingInputs = () => {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' });
  if (status !== 'CLOSED') return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%' }}>
      <Typography variant="subtitle1" component="h2">
        {translate('improvement.form.effectiveness')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <DateInput source="closing_date" label="improvement.fields.closing_date" validate={required()} />
        <ReferenceInput source="checked_by_id" reference="user">
          <AutocompleteInput label="improvement.fields.checked_by_id" validate={required()} sx={{ minWidth: 240 }} />
        </ReferenceInput>
        <DateInput source="checked_on" label="improvement.fields.checked_on" validate={required()} />
      </Stack>
      <BooleanInput source="effective" label="improvement.fields.effective" />
      <TextInput source="effectiveness_comment" label="improvement.fields.effectiveness_comment" multiline fullWidth />
    </Box>
  );
};

/** A significant environmental aspect an action came from: its evaluation's page for that aspect. */
const AspectSourceLink = ({ centerId, id }: { centerId: string; id: number }) => {
  const translate = useTranslate();
  const aspect = useModuleQuery((dataProvider) => dataProvider.getEvaluatedAspectSource(id), risksKey('evaluated-aspect', id)).data;
  if (!aspect) return null;
  return (
    <Alert severity="info">
      {translate('improvement.form.from_aspect')}{' '}
      <Link to={aspectsPath(centerId, `aspect-evaluation/${aspect.evaluation.id}/evaluated-aspect/${id}`)}>
        {aspect.aspect.name} · {aspect.zone.name} · {aspect.evaluation.date.split('-').reverse().join('/')}
      </Link>
    </Alert>
  );
};

/** The record an action came from, with a link back to it. */
const SourceLink = ({ centerId, table, id }: { centerId: string; table: string; id: number }) => {
  const translate = useTranslate();
  const evaluation = useModuleQuery(
    table === 'risk_evaluation' ? (dataProvider) => dataProvider.getRiskEvaluation(id) : undefined,
    table === 'risk_evaluation' ? risksKey('evaluation', id) : NO_READ,
  ).data;
  if (table === 'evaluated_aspect') return <AspectSourceLink centerId={centerId} id={id} />;
  if (table !== 'risk_evaluation') return <Alert severity="info">{translate('improvement.form.source', { name: `${table} ${id}` })}</Alert>;
  if (!evaluation) return null;
  return (
    <Alert severity="info">
      {translate('improvement.form.from_risk')}{' '}
      <Link to={evaluationPath(centerId, evaluation.consequence.id, evaluation.id)}>
        {evaluation.process.name} · {evaluation.consequence.name}
      </Link>
    </Alert>
  );
};

const Attachments = ({ action, onChange }: { action: ImprovementAction; onChange: (action: ImprovementAction) => void }) => {
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const upload = async () => {
    try {
      onChange(await dataProvider.addImprovementAttachment(action.id, { name, file }));
      setFile(undefined);
      setName('');
    } catch (error) {
      await reportError(error as Error);
    }
  };
  const remove = async (id: number) => {
    try {
      await dataProvider.deleteImprovementAttachment(id);
      onChange({ ...action, attachments: action.attachments.filter((attachment) => attachment.id !== id) });
    } catch (error) {
      await reportError(error as Error);
    }
  };
  return (
    <Card>
      <CardHeader title={translate('improvement.attachments.title')} />
      <CardContent>
        <List dense>
          {action.attachments.map((attachment) => (
            <ListItem
              key={attachment.id}
              secondaryAction={
                <IconButton aria-label={translate('ra.action.delete')} onClick={() => remove(attachment.id)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={attachment.file ? <a href={attachment.file}>{attachment.name}</a> : attachment.name} />
            </ListItem>
          ))}
        </List>
        <Stack spacing={1}>
          <TextField
            size="small"
            label={translate('improvement.attachments.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {/* A translated button over a hidden input: the browser's own "Choose File" speaks its language, not the user's. */}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
              {translate('improvement.attachments.choose')}
              <input
                hidden
                type="file"
                aria-label={translate('improvement.attachments.file')}
                onChange={(event) => setFile(event.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" noWrap>
              {file?.name ?? translate('improvement.attachments.none')}
            </Typography>
          </Stack>
          <Button variant="outlined" disabled={!file} onClick={upload}>
            {translate('improvement.attachments.upload')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** improvement/new and improvement/{improvementId}: every field of the action. */
const ImprovementPage = () => {
  const { centerId = '', improvementId } = useParams<'centerId' | 'improvementId'>();
  const { search } = useLocation();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const seed = useSeedModuleQuery();
  const loaded = useModuleQuery(
    improvementId ? (provider) => provider.getImprovementAction(improvementId) : undefined,
    improvementId ? risksKey('improvement-action', improvementId) : NO_READ,
  );
  if (improvementId && !loaded.data) return <Loading />;
  const action = loaded.data;
  const params = new URLSearchParams(search);
  const sourceTable = (action?.source_table ?? params.get('source_table')) as ImprovementSource | null;
  const sourceId = action?.source_id ?? (params.get('source_id') ? Number(params.get('source_id')) : null);
  const record = action ?? {
    type: 'CORRECTIVE',
    origin: sourceTable && sourceTable in IMPROVEMENT_SOURCES ? IMPROVEMENT_SOURCES[sourceTable] : 'OTHER',
    status: 'OPEN',
    reminder_days: 7,
    effective: false,
    // A source page may propose the description (a significant aspect names itself, its place and score).
    ...(params.get('description') ? { description: params.get('description') } : {}),
  };
  const choices = (values: readonly string[], prefix: string) =>
    values.map((id) => ({ id, name: translate(`improvement.${prefix}.${id}`) }));
  const date = (value: unknown) => (value ? toApiDate(value as string) : null);

  const save = async (values: Record<string, unknown>) => {
    const closing = values.status === 'CLOSED';
    const body = {
      type: values.type,
      origin: values.origin,
      source_table: sourceTable,
      source_id: sourceId,
      description: values.description,
      root_cause: values.root_cause || null,
      action: values.action,
      responsible_id: values.responsible_id || null,
      due_date: date(values.due_date),
      reminder_days: Number(values.reminder_days ?? 7),
      status: values.status,
      closing_date: closing ? date(values.closing_date) : null,
      checked_by_id: closing ? values.checked_by_id || null : null,
      checked_on: closing ? date(values.checked_on) : null,
      effective: closing ? Boolean(values.effective) : null,
      effectiveness_comment: closing ? values.effectiveness_comment || null : null,
    };
    try {
      const saved = action
        ? await dataProvider.updateImprovementAction(action.id, body)
        : await dataProvider.createImprovementAction(centerId, body);
      notify('improvement.form.saved', { type: 'success' });
      if (action) loaded.setData(saved);
      else {
        // The saved action's page opens on the answer: no loading screen that would drop what is typed meanwhile.
        seed(risksKey('improvement-action', String(saved.id)), saved);
        navigate(improvementActionPath(centerId, saved.id), { replace: true });
      }
      return undefined;
    } catch (error) {
      await reportError(error as Error);
      return isApiError(error) ? error.body.errors : undefined;
    }
  };

  return (
    <ModuleFrame module="improvement" tab="actions" title={action ? action.action : translate('improvement.list.new')}>
      {sourceTable && sourceId && <SourceLink centerId={centerId} table={sourceTable} id={sourceId} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <SimpleForm
            record={record}
            onSubmit={save}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
            key={action?.updated_at ?? 'new'}
          >
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
              <SelectInput
                source="type"
                label="improvement.fields.type"
                choices={choices(IMPROVEMENT_TYPES, 'types')}
                validate={required()}
              />
              <SelectInput
                source="origin"
                label="improvement.fields.origin"
                choices={choices(IMPROVEMENT_ORIGINS, 'origins')}
                validate={required()}
                disabled={!!sourceTable}
              />
              <SelectInput
                source="status"
                label="improvement.fields.status"
                choices={choices(IMPROVEMENT_STATUSES, 'statuses')}
                validate={required()}
              />
            </Stack>
            <TextInput source="description" label="improvement.fields.description" multiline fullWidth validate={required()} />
            <TextInput source="root_cause" label="improvement.fields.root_cause" multiline fullWidth />
            <TextInput source="action" label="improvement.fields.action" multiline fullWidth validate={required()} />
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
              <ReferenceInput source="responsible_id" reference="user">
                <AutocompleteInput label="improvement.fields.responsible_id" sx={{ minWidth: 240 }} />
              </ReferenceInput>
              <DateInput source="due_date" label="improvement.fields.due_date" validate={required()} />
              <NumberInput
                source="reminder_days"
                label="improvement.fields.reminder_days"
                min={0}
                max={365}
                helperText="improvement.form.reminder_help"
              />
            </Stack>
            <ClosingInputs />
          </SimpleForm>
        </Card>
        <Stack spacing={2}>
          {action && <Attachments action={action} onChange={loaded.setData} />}
          {action && (
            <Button component={Link} to={improvementHistoryItemPath(centerId, action.id)}>
              {translate('improvement.form.history')}
            </Button>
          )}
          <Button component={Link} to={improvementPath(centerId)}>
            {translate('improvement.form.back')}
          </Button>
        </Stack>
      </Box>
    </ModuleFrame>
  );
};

export default ImprovementPage;
