import { Button, Card, CardActions, CardContent, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { useTickedSet } from '../../common/useTickedSet';
import type { AppDataProvider } from '../../dataProvider';
import { risksKey } from './api';
import { ModuleFrame } from './ModuleFrame';
import { processesPath } from './paths';

/** processes/{processId}/config: which catalogue questions apply to the process, grouped by ambit. */
const ProcessConfigPage = () => {
  const { centerId = '', processId = '' } = useParams<'centerId' | 'processId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const process = useModuleQuery((provider) => provider.getRiskProcess(processId), risksKey('process', processId)).data;
  const questions = useModuleQuery((provider) => provider.getRiskQuestions(), risksKey('questions', {})).data;
  const saved = useModuleQuery((provider) => provider.getRiskProcessQuestions(processId), risksKey('process-questions', processId));
  const config = saved.data;
  const { ticked: chosen, toggle } = useTickedSet(config?.question_ids);

  const ambits = [...new Map((questions ?? []).map((q) => [q.ambit.id, q.ambit])).values()];
  const save = async () => {
    try {
      await dataProvider.saveRiskProcessQuestions(processId, [...chosen]);
      // The cached answer is what was saved: coming back does not show the old choice while it reloads.
      saved.setData({ question_ids: [...chosen] });
      notify('risks.config.saved', { type: 'success' });
      navigate(processesPath(centerId));
    } catch (error) {
      await reportError(error as Error);
    }
  };

  // No box before the saved choice is known: its arrival would undo a click made on the empty one.
  if (!config || !questions) return <Loading />;
  return (
    <ModuleFrame module="risks" tab="processes" title={translate('risks.config.title', { name: process?.name ?? '' })}>
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('risks.config.help')}
          </Typography>
          {ambits.map((ambit) => (
            <FormGroup key={ambit.id} sx={{ mb: 2 }} aria-label={ambit.name}>
              <Typography variant="subtitle1" component="h2">
                {ambit.name}
              </Typography>
              {questions
                .filter((q) => q.ambit.id === ambit.id)
                .map((question) => (
                  <FormControlLabel
                    key={question.id}
                    control={<Checkbox checked={chosen.has(question.id)} onChange={() => toggle(question.id)} />}
                    label={`${question.name} · ${question.category.name}`}
                  />
                ))}
            </FormGroup>
          ))}
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </Button>
          <Button onClick={() => navigate(processesPath(centerId))}>{translate('ra.action.cancel')}</Button>
        </CardActions>
      </Card>
    </ModuleFrame>
  );
};

export default ProcessConfigPage;
