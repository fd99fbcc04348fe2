import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Loading,
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
import { levelOf, OPPORTUNITY_TREATMENTS, RISK_TREATMENTS, type ConsequenceType } from '../../../contract/risks';
import { DateInput } from '../../common/DateInput';
import { toApiDate } from '../../common/dates';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { TypeChip } from '../../resources/risk-catalogues/RiskCataloguePages';
import { improvementActionsKey, NO_READ, risksKey, type Matrix } from './api';
import { LevelChip } from './LevelChip';
import { ModuleFrame } from './ModuleFrame';
import { useProcessSearcher } from './ProcessesPage';
import { consequencePath, evaluationPath, improvementActionPath, newImprovementPath } from './paths';

/** The inherent and residual levels as the user types, with the center's matrix. */
const LiveLevels = ({ matrix, type }: { matrix: Matrix; type: ConsequenceType }) => {
  const translate = useTranslate();
  const [probability, impact, residualProbability, residualImpact] = useWatch({
    name: ['probability', 'impact', 'residual_probability', 'residual_impact'],
  });
  const inherent = probability && impact ? levelOf(matrix, type, Number(probability), Number(impact)) : null;
  const residual =
    residualProbability && residualImpact ? levelOf(matrix, type, Number(residualProbability), Number(residualImpact)) : null;
  return (
    <Stack direction="row" spacing={3} sx={{ my: 1 }} aria-live="polite">
      <Box>
        <Typography variant="caption" display="block">
          {translate('risks.fields.inherent_level')}
        </Typography>
        <LevelChip matrix={matrix} assessment={inherent} />
      </Box>
      <Box>
        <Typography variant="caption" display="block">
          {translate('risks.fields.residual_level')}
        </Typography>
        <LevelChip matrix={matrix} assessment={residual} />
      </Box>
    </Stack>
  );
};

const EvaluationPage = () => {
  const { centerId = '', consequenceId = '', evaluationId } = useParams<'centerId' | 'consequenceId' | 'evaluationId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [searcher] = useProcessSearcher(centerId);
  const matrix = useModuleQuery((provider) => provider.getRiskMatrix(centerId), risksKey('matrix', centerId)).data;
  const consequence = useModuleQuery((provider) => provider.getRiskConsequence(consequenceId), risksKey('consequence', consequenceId)).data;
  const offered = useModuleQuery(
    (provider) => provider.getProcessConsequences(centerId),
    risksKey('process-consequences', centerId, {}),
  ).data;
  const evaluation = useModuleQuery(
    evaluationId ? (provider) => provider.getRiskEvaluation(evaluationId) : undefined,
    evaluationId ? risksKey('evaluation', evaluationId) : NO_READ,
  );
  const actionsFilter = { sourceTable: 'risk_evaluation', sourceId: evaluationId, open: true };
  const actions = useModuleQuery(
    evaluationId ? (provider) => provider.getImprovementActions(centerId, actionsFilter) : undefined,
    evaluationId ? improvementActionsKey(centerId, actionsFilter) : NO_READ,
  ).data;

  if (!matrix || !consequence || !offered || (evaluationId && !evaluation.data)) return <Loading />;
  const processes = offered.filter((row) => String(row.id) === consequenceId).map((row) => row.process);
  const type = consequence.type;
  const scores = Array.from({ length: matrix.size }, (_, index) => ({ id: index + 1, name: String(index + 1) }));
  const treatments = (type === 'OPPORTUNITY' ? OPPORTUNITY_TREATMENTS : RISK_TREATMENTS).map((id) => ({
    id,
    name: translate(`risks.treatments.${id}`),
  }));
  const current = evaluation.data;
  const record = current
    ? { ...current, process_id: current.process.id }
    : { process_id: processes.some((p) => p.id === searcher.selectedProcessId) ? searcher.selectedProcessId : processes[0]?.id };
  const axis = (field: 'probability' | 'impact' | 'residual_probability' | 'residual_impact') => translate(`risks.axes.${type}.${field}`);

  const save = async (values: Record<string, unknown>) => {
    const body = {
      process_id: Number(values.process_id),
      consequence_id: Number(consequenceId),
      probability: Number(values.probability),
      impact: Number(values.impact),
      treatment: values.treatment || null,
      planned_action: values.planned_action || null,
      responsible: values.responsible || null,
      due_date: values.due_date ? toApiDate(values.due_date as string) : null,
      residual_probability: values.residual_probability ? Number(values.residual_probability) : null,
      residual_impact: values.residual_impact ? Number(values.residual_impact) : null,
    };
    try {
      const saved = current
        ? await dataProvider.updateRiskEvaluation(current.id, body)
        : await dataProvider.createRiskEvaluation(centerId, body);
      notify('risks.evaluation.saved', { type: 'success' });
      if (current) evaluation.setData(saved);
      else navigate(evaluationPath(centerId, consequenceId, saved.id), { replace: true });
      return undefined;
    } catch (error) {
      await reportError(error as Error);
      return isApiError(error) ? error.body.errors : undefined;
    }
  };

  return (
    <ModuleFrame module="risks" tab="processes" title={consequence.name}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <CardHeader
            title={translate(current ? 'risks.evaluation.title' : 'risks.evaluation.new')}
            subheader={
              <>
                <TypeChip type={type} /> {consequence.question.name}
                {current ? ` · ${current.round.year} · ${translate(`risks.review.${current.review_status}`)}` : ''}
              </>
            }
          />
          {processes.length === 0 && !current ? (
            <CardContent>
              <Alert severity="warning">{translate('risks.evaluation.no_process')}</Alert>
            </CardContent>
          ) : (
            <SimpleForm
              record={record}
              onSubmit={save}
              toolbar={
                <Toolbar>
                  <SaveButton alwaysEnable />
                </Toolbar>
              }
              key={current?.id ?? 'new'}
            >
              <SelectInput
                source="process_id"
                label="risks.fields.process"
                choices={current ? [current.process] : processes}
                validate={required()}
                disabled={!!current}
              />
              <Stack direction="row" spacing={2}>
                <SelectInput source="probability" label={axis('probability')} choices={scores} validate={required()} />
                <SelectInput source="impact" label={axis('impact')} choices={scores} validate={required()} />
              </Stack>
              <LiveLevels matrix={matrix} type={type} />
              <SelectInput source="treatment" label="risks.fields.treatment" choices={treatments} emptyText="—" />
              <TextInput source="planned_action" label="risks.fields.planned_action" multiline fullWidth />
              <Stack direction="row" spacing={2}>
                <TextInput source="responsible" label="risks.fields.responsible" />
                <DateInput source="due_date" label="risks.fields.due_date" />
              </Stack>
              <Typography variant="subtitle2">{translate('risks.evaluation.after_treatment')}</Typography>
              {/* Wide enough for "Probabilidad residual" whole; stacked on a phone. */}
              <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
                <SelectInput
                  source="residual_probability"
                  label={axis('residual_probability')}
                  choices={scores}
                  emptyText="—"
                  sx={{ minWidth: 240 }}
                />
                <SelectInput
                  source="residual_impact"
                  label={axis('residual_impact')}
                  choices={scores}
                  emptyText="—"
                  sx={{ minWidth: 240 }}
                />
              </Stack>
            </SimpleForm>
          )}
        </Card>
        <Stack spacing={2}>
          {current && (
            <Card>
              <CardHeader title={translate('risks.evaluation.actions')} />
              <CardContent>
                {actions?.length === 0 && <Typography color="text.secondary">{translate('risks.evaluation.no_actions')}</Typography>}
                <List dense>
                  {actions?.map((action) => (
                    <ListItem key={action.id} disablePadding>
                      <ListItemButton component={Link} to={improvementActionPath(centerId, action.id)}>
                        <ListItemText primary={action.action} secondary={translate(`improvement.statuses.${action.status}`)} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
                <Button
                  variant={current.inherent.level === 'HIGH' ? 'contained' : 'outlined'}
                  component={Link}
                  to={newImprovementPath(centerId, { table: 'risk_evaluation', id: current.id })}
                >
                  {translate('risks.evaluation.start_action')}
                </Button>
              </CardContent>
            </Card>
          )}
          <Button component={Link} to={consequencePath(centerId, consequenceId)}>
            {translate('risks.evaluation.back')}
          </Button>
        </Stack>
      </Box>
    </ModuleFrame>
  );
};

export default EvaluationPage;
