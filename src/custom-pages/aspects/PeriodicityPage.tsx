import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useReportError } from '../../common/useReportError';
import { api, useApi, type EvaluationMethod } from './api';
import { AspectsLayout } from './AspectsLayout';
import { DueEvaluations } from './HomePage';
import { useMayWrite } from './useMayWrite';

interface Periodicity { aspect_evaluation_months: number | null; good_practice_evaluation_months: number | null }
const months = (value: string) => (value ? Number(value) : null);

/** evaluation-periodicity: how often each evaluation is due, and the evaluation method new evaluations copy. */
const PeriodicityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId } = useParams();
  const saved = useApi<Periodicity>(`/center/${centerId}/evaluation-periodicity`);
  const savedMethod = useApi<{ method: EvaluationMethod }>(`/center/${centerId}/aspect-evaluation-method`).data;
  const [periodicity, setPeriodicity] = useState<Periodicity>({ aspect_evaluation_months: null, good_practice_evaluation_months: null });
  const [method, setMethod] = useState<EvaluationMethod>();
  useEffect(() => { if (saved.data) setPeriodicity(saved.data); }, [saved.data]);
  useEffect(() => { if (savedMethod) setMethod(savedMethod.method); }, [savedMethod]);
  const savePeriodicity = () => api.send('PUT', `/center/${centerId}/evaluation-periodicity`, periodicity)
    .then(() => { notify('aspects.saved', { type: 'success' }); saved.refetch(); }).catch(reportError);
  const saveMethod = () => api.send('PUT', `/center/${centerId}/aspect-evaluation-method`, { method })
    .then(() => notify('aspects.saved', { type: 'success' })).catch(reportError);
  const number = (value: string) => Number(value);
  return (
    <AspectsLayout title={translate('aspects.pages.evaluation-periodicity')}>
      <DueEvaluations centerId={centerId!} />
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['aspect_evaluation_months', 'good_practice_evaluation_months'] as const).map((field) => (
            <TextField key={field} type="number" label={translate(`aspects.fields.${field}`)} value={periodicity[field] ?? ''} disabled={!mayWrite}
              onChange={(event) => setPeriodicity((before) => ({ ...before, [field]: months(event.target.value) }))} slotProps={{ htmlInput: { min: 1, max: 120 } }} />
          ))}
          {mayWrite && <Button variant="contained" onClick={savePeriodicity}>{translate('ra.action.save')}</Button>}
        </Stack>
      </Paper>
      {method && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('aspects.method.title')}>
          <Typography variant="h6" component="h2">{translate('aspects.method.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('aspects.method.hint')}</Typography>
          {method.criteria.map((criterion, index) => (
            <Stack key={criterion.key} direction="row" spacing={1} sx={{ mb: 1 }}>
              <TextField size="small" label={translate('aspects.method.criterion')} value={criterion.name} disabled={!mayWrite}
                onChange={(event) => setMethod({ ...method, criteria: method.criteria.map((c, i) => (i === index ? { ...c, name: event.target.value } : c)) })} />
              {(['min', 'max'] as const).map((bound) => (
                <TextField key={bound} size="small" type="number" sx={{ width: 90 }} label={translate(`aspects.method.${bound}`)} value={criterion[bound]} disabled={!mayWrite}
                  onChange={(event) => setMethod({ ...method, criteria: method.criteria.map((c, i) => (i === index ? { ...c, [bound]: number(event.target.value) } : c)) })} />
              ))}
            </Stack>
          ))}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <TextField select size="small" label={translate('aspects.method.formula')} value={method.formula} disabled={!mayWrite} onChange={(event) => setMethod({ ...method, formula: event.target.value as 'SUM' | 'PRODUCT' })}>
              <MenuItem value="SUM">{translate('aspects.method.SUM')}</MenuItem>
              <MenuItem value="PRODUCT">{translate('aspects.method.PRODUCT')}</MenuItem>
            </TextField>
            <TextField size="small" type="number" label={translate('aspects.fields.threshold')} value={method.threshold} disabled={!mayWrite} onChange={(event) => setMethod({ ...method, threshold: number(event.target.value) })} />
            <TextField size="small" type="number" label={translate('aspects.method.emergency_threshold')} value={method.emergency.threshold} disabled={!mayWrite}
              onChange={(event) => setMethod({ ...method, emergency: { ...method.emergency, threshold: number(event.target.value) } })} />
            {mayWrite && <Button variant="contained" onClick={saveMethod}>{translate('ra.action.save')}</Button>}
          </Stack>
        </Paper>
      )}
    </AspectsLayout>
  );
};
export default PeriodicityPage;
