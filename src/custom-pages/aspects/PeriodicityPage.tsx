import { Button, Paper, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey, type EvaluationPeriodicity as Periodicity } from './api';
import { MethodEditor } from './MethodEditor';
import { AspectsLayout } from './AspectsLayout';
import { DueEvaluations } from './HomePage';
import { useMayWrite } from './useMayWrite';

const months = (value: string) => (value ? Number(value) : null);

/** evaluation-periodicity: how often each evaluation is due, and the evaluation method new evaluations copy. */
const PeriodicityPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId } = useParams();
  const saved = useModuleQuery((provider) => provider.getEvaluationPeriodicity(centerId!), aspectsKey('evaluation-periodicity', centerId));
  const savedMethod = useModuleQuery(
    (provider) => provider.getAspectEvaluationMethod(centerId!),
    aspectsKey('aspect-evaluation-method', centerId),
  ).data;
  const [periodicity, setPeriodicity] = useState<Periodicity>({ aspect_evaluation_months: null, good_practice_evaluation_months: null });
  useEffect(() => {
    if (saved.data) setPeriodicity(saved.data);
  }, [saved.data]);
  const savePeriodicity = () =>
    dataProvider
      .saveEvaluationPeriodicity(centerId!, periodicity)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        saved.refetch();
      })
      .catch(reportError);
  return (
    <AspectsLayout title={translate('aspects.pages.evaluation-periodicity')}>
      <DueEvaluations centerId={centerId!} />
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['aspect_evaluation_months', 'good_practice_evaluation_months'] as const).map((field) => (
            <TextField
              key={field}
              type="number"
              label={translate(`aspects.fields.${field}`)}
              value={periodicity[field] ?? ''}
              disabled={!mayWrite}
              onChange={(event) => setPeriodicity((before) => ({ ...before, [field]: months(event.target.value) }))}
              slotProps={{ htmlInput: { min: 1, max: 120 } }}
            />
          ))}
          {mayWrite && (
            <Button variant="contained" sx={{ flexShrink: 0 }} onClick={savePeriodicity}>
              {translate('ra.action.save')}
            </Button>
          )}
        </Stack>
      </Paper>
      {savedMethod && <MethodEditor centerId={centerId!} saved={savedMethod.method} mayWrite={mayWrite} />}
    </AspectsLayout>
  );
};
export default PeriodicityPage;
