import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { highestScore, type EvaluationMethod as ContractMethod } from '../../../contract/aspects';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { useReportError } from '../../common/useReportError';
import type { EditedMethod, EvaluationMethod, MethodCriterion } from './api';

const numberOf = (value: string) => (value === '' ? Number.NaN : Number(value));
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

/**
 * The center's evaluation method, edited by admins and collaborators (clients read it): each criterion
 * named in Spanish and Catalan with its scale, the formula and the threshold, the emergency scales and
 * threshold. The server's 400 names the field; its message shows under that field.
 */
export const MethodEditor = ({ centerId, saved, mayWrite }: { centerId: string; saved: EvaluationMethod; mayWrite: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const [method, setMethod] = useState<EditedMethod>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (field: string) => ({ error: Boolean(errors[`method.${field}`]), helperText: errors[`method.${field}`] });
  const setCriterion = (index: number, change: Partial<MethodCriterion>) =>
    setMethod((before) => ({
      ...before,
      criteria: before.criteria.map((criterion, i) => (i === index ? { ...criterion, ...change } : criterion)),
    }));
  const setEmergency = (change: Partial<EvaluationMethod['emergency']>) =>
    setMethod((before) => ({ ...before, emergency: { ...before.emergency, ...change } }));
  const complete =
    method.criteria.every((criterion) => !Number.isNaN(criterion.max)) &&
    !Number.isNaN(method.emergency.probability.max) &&
    !Number.isNaN(method.emergency.consequence.max);
  const highest = (condition: 'NORMAL' | 'EMERGENCY') =>
    complete ? highestScore(method as unknown as ContractMethod, condition) : undefined;
  const save = async () => {
    try {
      const answer = await dataProvider.saveAspectEvaluationMethod(centerId, method);
      setErrors({});
      setMethod(answer.method);
      notify('aspects.saved', { type: 'success' });
    } catch (caught) {
      setErrors(isApiError(caught) ? (caught.body.errors ?? {}) : {});
      await reportError(caught as Error);
    }
  };
  const bound = (label: string, value: number, onChange: (value: number) => void, field: string) => (
    <TextField
      size="small"
      type="number"
      sx={{ width: 100 }}
      label={label}
      value={shown(value)}
      disabled={!mayWrite}
      {...error(field)}
      onChange={(event) => onChange(numberOf(event.target.value))}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('aspects.method.title')}>
      <Typography variant="h6" component="h2">
        {translate('aspects.method.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('aspects.method.hint')}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('aspects.method.criteria')}
      </Typography>
      {method.criteria.map((criterion, index) => (
        <Stack
          key={criterion.key ?? `new-${index}`}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ mb: 1.5 }}
          role="group"
          aria-label={`${translate('aspects.method.criterion')} ${index + 1}`}
        >
          <TextField
            size="small"
            sx={{ flex: 1 }}
            label={translate('aspects.method.name_spanish')}
            value={criterion.name_spanish}
            disabled={!mayWrite}
            {...error(`criteria.${index}.name_spanish`)}
            onChange={(event) => setCriterion(index, { name_spanish: event.target.value })}
          />
          <TextField
            size="small"
            sx={{ flex: 1 }}
            label={translate('aspects.method.name_catalan')}
            value={criterion.name_catalan}
            disabled={!mayWrite}
            {...error(`criteria.${index}.name_catalan`)}
            onChange={(event) => setCriterion(index, { name_catalan: event.target.value })}
          />
          <Stack direction="row" spacing={1} alignItems="flex-start">
            {bound(translate('aspects.method.min'), criterion.min, (min) => setCriterion(index, { min }), `criteria.${index}.min`)}
            {bound(translate('aspects.method.max'), criterion.max, (max) => setCriterion(index, { max }), `criteria.${index}.max`)}
            {mayWrite && method.criteria.length > 1 && (
              <IconButton
                aria-label={translate('aspects.method.remove_criterion', { name: criterion.name_spanish || index + 1 })}
                onClick={() => setMethod((before) => ({ ...before, criteria: before.criteria.filter((_, i) => i !== index) }))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        </Stack>
      ))}
      {mayWrite && method.criteria.length < 10 && (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setMethod((before) => ({ ...before, criteria: [...before.criteria, { name_spanish: '', name_catalan: '', min: 1, max: 3 }] }))
          }
        >
          {translate('aspects.method.add_criterion')}
        </Button>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} alignItems="flex-start">
        <TextField
          select
          size="small"
          sx={{ width: { xs: '100%', sm: 240 } }}
          label={translate('aspects.method.formula')}
          value={method.formula}
          disabled={!mayWrite}
          onChange={(event) => setMethod({ ...method, formula: event.target.value as 'SUM' | 'PRODUCT' })}
        >
          <MenuItem value="SUM">{translate('aspects.method.SUM')}</MenuItem>
          <MenuItem value="PRODUCT">{translate('aspects.method.PRODUCT')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="number"
          sx={{ width: 140 }}
          label={translate('aspects.fields.threshold')}
          value={shown(method.threshold)}
          disabled={!mayWrite}
          {...error('threshold')}
          onChange={(event) => setMethod({ ...method, threshold: numberOf(event.target.value) })}
        />
        {highest('NORMAL') !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1, whiteSpace: 'nowrap' }}>
            {translate('aspects.method.highest', { score: highest('NORMAL') })}
          </Typography>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {translate('aspects.method.emergency')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
        {(['probability', 'consequence'] as const).map((scale) => (
          <Box
            key={scale}
            role="group"
            aria-label={translate(`aspects.fields.${scale}`)}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ minWidth: 100 }}>
              {translate(`aspects.fields.${scale}`)}
            </Typography>
            {bound(
              translate('aspects.method.min'),
              method.emergency[scale].min,
              (min) => setEmergency({ [scale]: { ...method.emergency[scale], min } }),
              `emergency.${scale}.min`,
            )}
            {bound(
              translate('aspects.method.max'),
              method.emergency[scale].max,
              (max) => setEmergency({ [scale]: { ...method.emergency[scale], max } }),
              `emergency.${scale}.max`,
            )}
          </Box>
        ))}
        <TextField
          size="small"
          type="number"
          sx={{ width: { xs: '100%', sm: 360 } }}
          label={translate('aspects.method.emergency_threshold')}
          value={shown(method.emergency.threshold)}
          disabled={!mayWrite}
          {...error('emergency.threshold')}
          onChange={(event) => setEmergency({ threshold: numberOf(event.target.value) })}
        />
        {highest('EMERGENCY') !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1, whiteSpace: 'nowrap' }}>
            {translate('aspects.method.highest', { score: highest('EMERGENCY') })}
          </Typography>
        )}
      </Stack>
      {mayWrite && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={save}>
          {translate('ra.action.save')}
        </Button>
      )}
    </Paper>
  );
};
