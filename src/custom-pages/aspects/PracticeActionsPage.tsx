import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PRACTICE_ACTION_STATES, type PracticeActionState } from '../../../contract/aspects';
import { DayPicker } from '../../common/DateInput';
import { DueDateChip } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { HistoryTimeline } from '../../history/HistoryTimeline';
import { aspectsKey, type PracticeAction } from './api';
import { AspectsLayout, ddmmyyyy } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

const STATE_COLOURS = { OPEN: 'warning', IN_PROGRESS: 'info', CLOSED: 'success' } as const;
export const StateChip = ({ state }: { state: PracticeActionState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLOURS[state]} label={translate(`aspects.practice_action.states.${state}`)} />;
};

/** practice-action: every action of the center, open ones first (soonest due first), overdue due dates in red. */
const PracticeActionsPage = () => {
  const translate = useTranslate();
  const { centerId } = useParams();
  const label = (field: string) => translate(`aspects.practice_action.fields.${field}`);
  const [onlyOpen, setOnlyOpen] = useState(true);
  const { data: rows, error } = useModuleQuery(
    (provider) => provider.getPracticeActions(centerId!, { open: onlyOpen }),
    aspectsKey('practice-actions', centerId, onlyOpen ? 'open' : 'all'),
  );
  return (
    <AspectsLayout
      title={translate('aspects.pages.practice-action')}
      actions={
        <TextField
          select
          size="small"
          label={translate('aspects.practice_action.show')}
          value={onlyOpen ? 'open' : 'all'}
          onChange={(event) => setOnlyOpen(event.target.value === 'open')}
          fullWidth={false}
          sx={{ width: 220 }}
        >
          <MenuItem value="open">{translate('aspects.practice_action.only_open')}</MenuItem>
          <MenuItem value="all">{translate('aspects.practice_action.all')}</MenuItem>
        </TextField>
      }
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('aspects.practice_action.hint')}
      </Alert>
      {!rows && <QueryState error={error} />}
      {rows?.length === 0 && <Chip label={translate('aspects.practice_action.none')} />}
      {!!rows?.length && (
        <TableContainer component={Paper} variant="outlined" sx={plainTablePhoneStyles}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['description', 'practice', 'responsible', 'due_date', 'state'].map((field) => (
                  <TableCell key={field}>{label(field)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link to={aspectsPath(centerId!, `practice-action/${row.id}`)}>{row.description}</Link>
                  </TableCell>
                  <TableCell data-label={label('practice')}>
                    {row.practice.name}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                    >{`${row.stage.name} · ${row.zone.name} · ${row.aspect.name}`}</Typography>
                  </TableCell>
                  <TableCell data-label={label('responsible')}>{row.responsible}</TableCell>
                  <TableCell data-label={label('due_date')} sx={{ whiteSpace: 'nowrap' }} data-overdue={row.is_overdue || undefined}>
                    <DueDateChip date={row.due_date} done={row.state === 'CLOSED'} />
                  </TableCell>
                  <TableCell data-label={label('state')}>
                    <StateChip state={row.state} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AspectsLayout>
  );
};
export default PracticeActionsPage;

interface Draft {
  description: string;
  responsible: string;
  due_date: string;
  state: PracticeActionState;
  closing_date: string;
}
const blank: Draft = { description: '', responsible: '', due_date: '', state: 'OPEN', closing_date: '' };

/**
 * practice-action/new (from a practice verified not fulfilled: ?centerPracticeId=&evaluatedPracticeId=&practice=) and
 * practice-action/{practiceActionId}: what to do, who, by when, and its state; a closed action carries its closing date.
 * The edit page shows the action's history beside the form.
 */
export const PracticeActionPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const { centerId, practiceActionId } = useParams();
  const [search] = useSearchParams();
  const saved = useModuleQuery(
    practiceActionId ? (provider) => provider.getPracticeAction(practiceActionId) : undefined,
    aspectsKey('practice-action', practiceActionId),
  );
  const action = saved.data;
  const [draft, setDraft] = useState<Draft>(blank);
  useEffect(() => {
    if (action)
      setDraft({
        description: action.description,
        responsible: action.responsible,
        due_date: action.due_date,
        state: action.state,
        closing_date: action.closing_date ?? '',
      });
  }, [action]);
  const set = (field: keyof Draft) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));
  const body = {
    description: draft.description,
    responsible: draft.responsible,
    due_date: draft.due_date,
    state: draft.state,
    closing_date: draft.state === 'CLOSED' ? draft.closing_date || null : null,
  };
  const save = () => {
    if (practiceActionId) {
      dataProvider
        .updatePracticeAction(practiceActionId, body)
        .then(() => {
          notify('aspects.saved', { type: 'success' });
          saved.refetch();
        })
        .catch(reportError);
    } else {
      dataProvider
        .createPracticeAction({
          ...body,
          center_practice_id: Number(search.get('centerPracticeId')),
          evaluated_practice_id: search.get('evaluatedPracticeId') ? Number(search.get('evaluatedPracticeId')) : null,
        })
        .then((created) => {
          notify('aspects.saved', { type: 'success' });
          navigate(aspectsPath(centerId!, `practice-action/${created.id}`), { replace: true });
        })
        .catch(reportError);
    }
  };
  const remove = () => {
    if (!window.confirm(translate('aspects.confirm_delete', { name: draft.description }))) return;
    dataProvider
      .deletePracticeAction(practiceActionId!)
      .then(() => navigate(aspectsPath(centerId!, 'practice-action')))
      .catch(reportError);
  };
  const context = action
    ? `${action.practice.name} · ${action.stage.name} · ${action.zone.name} · ${action.aspect.name}`
    : (search.get('practice') ?? '');
  const title = practiceActionId ? translate('aspects.practice_action.edit') : translate('aspects.practice_action.new');
  if (practiceActionId && !action)
    return (
      <AspectsLayout
        title={title}
        trail={[{ label: translate('aspects.pages.practice-action'), to: aspectsPath(centerId!, 'practice-action') }]}
      >
        <QueryState error={saved.error} />
      </AspectsLayout>
    );
  return (
    <AspectsLayout
      title={title}
      trail={[{ label: translate('aspects.pages.practice-action'), to: aspectsPath(centerId!, 'practice-action') }]}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          component="form"
          aria-label={title}
          sx={{ p: 2, flex: '1 1 480px', minWidth: 0 }}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Typography variant="subtitle1">{context}</Typography>
          {action?.evaluation && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <Link to={aspectsPath(centerId!, `good-practice-evaluation/${action.evaluation.id}`)}>
                {translate('aspects.practice_action.from_evaluation', { date: ddmmyyyy(action.evaluation.date) })}
              </Link>
            </Typography>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={translate('aspects.practice_action.fields.description')}
              value={draft.description}
              onChange={(event) => set('description')(event.target.value)}
              multiline
              minRows={2}
              required
              disabled={!mayWrite}
            />
            <TextField
              label={translate('aspects.practice_action.fields.responsible')}
              value={draft.responsible}
              onChange={(event) => set('responsible')(event.target.value)}
              required
              disabled={!mayWrite}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayPicker label={translate('aspects.practice_action.fields.due_date')} value={draft.due_date} onChange={set('due_date')} />
              <TextField
                select
                label={translate('aspects.practice_action.fields.state')}
                value={draft.state}
                onChange={(event) => set('state')(event.target.value)}
                disabled={!mayWrite}
                sx={{ minWidth: 180 }}
              >
                {PRACTICE_ACTION_STATES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {translate(`aspects.practice_action.states.${state}`)}
                  </MenuItem>
                ))}
              </TextField>
              {draft.state === 'CLOSED' && (
                <DayPicker
                  label={translate('aspects.practice_action.fields.closing_date')}
                  value={draft.closing_date}
                  onChange={set('closing_date')}
                />
              )}
            </Stack>
            {mayWrite && (
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained">
                  {translate('ra.action.save')}
                </Button>
                {practiceActionId && (
                  <Button color="error" onClick={remove}>
                    {translate('ra.action.delete')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>
        {action && (
          <Box component="aside" sx={{ flex: '0 1 360px', minWidth: 0 }}>
            <HistoryTimeline table="practice_action" recordId={action.id} version={action} />
          </Box>
        )}
      </Box>
    </AspectsLayout>
  );
};

/** Under a practice verified not fulfilled: its actions, and (for writers) a link that starts one. */
export const PracticeActionsOf = ({
  centerId,
  evaluatedPracticeId,
  centerPracticeId,
  practice,
  actions,
  mayWrite,
}: {
  centerId: string;
  evaluatedPracticeId: number;
  centerPracticeId: number;
  practice: string;
  actions: PracticeAction[];
  mayWrite: boolean;
}) => {
  const translate = useTranslate();
  const own = actions.filter((action) => action.evaluated_practice_id === evaluatedPracticeId);
  const query = new URLSearchParams({
    centerPracticeId: String(centerPracticeId),
    evaluatedPracticeId: String(evaluatedPracticeId),
    practice,
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      {own.map((action) => (
        <Stack key={action.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link to={aspectsPath(centerId, `practice-action/${action.id}`)}>{action.description}</Link>
          <StateChip state={action.state} />
        </Stack>
      ))}
      {mayWrite && (
        <Button size="small" variant="outlined" component={Link} to={`${aspectsPath(centerId, 'practice-action/new')}?${query.toString()}`}>
          {translate('aspects.practice_action.start')}
        </Button>
      )}
    </Stack>
  );
};
