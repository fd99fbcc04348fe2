import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey, type AspectEvaluation, type EvaluatedAspect } from './api';
import { ddmmyyyy } from './AspectsLayout';
import { useMayWrite } from './useMayWrite';

const CONDITIONS = ['NORMAL', 'ABNORMAL', 'EMERGENCY'] as const;

const scalesOf = (evaluation: AspectEvaluation, condition: EvaluatedAspect['condition']) =>
  condition === 'EMERGENCY'
    ? [
        { key: 'probability', name: 'probability', ...evaluation.method.emergency.probability },
        { key: 'consequence', name: 'consequence', ...evaluation.method.emergency.consequence },
      ]
    : evaluation.method.criteria;

/** The running score as the server will compute it (contract/aspects.ts scoreOf). */
const scoreOf = (evaluation: AspectEvaluation, condition: EvaluatedAspect['condition'], scores: Record<string, number>) => {
  const values = scalesOf(evaluation, condition).map((scale) => scores[scale.key]);
  if (values.some((value) => value === undefined || Number.isNaN(value))) return null;
  if (condition === 'EMERGENCY' || evaluation.method.formula === 'PRODUCT') return (values as number[]).reduce((a, b) => a * b, 1);
  return (values as number[]).reduce((a, b) => a + b, 0);
};

/** One evaluated aspect: condition, a score per criterion of the evaluation's own method, and the previous evaluation beside. */
export const EvaluatedAspectCard = ({
  evaluation,
  row,
  onSaved,
}: {
  evaluation: AspectEvaluation;
  row: EvaluatedAspect;
  onSaved: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  // Clients read the scores; admins and collaborators change them while the evaluation is open.
  const editable = useMayWrite() && evaluation.is_open;
  const [condition, setCondition] = useState(row.condition);
  const [scores, setScores] = useState<Record<string, number>>(row.scores ?? {});
  const [observations, setObservations] = useState(row.observations ?? '');
  const previous = useModuleQuery(
    (provider) => provider.getPreviousEvaluatedAspects(evaluation.id, row.center_aspect_id),
    aspectsKey('previous-evaluated-aspects', evaluation.id, row.center_aspect_id),
  ).data;
  const previousSame = previous?.results.find((entry) => entry.condition === row.condition) ?? previous?.results[0];
  const scales = scalesOf(evaluation, condition);
  const score = scoreOf(evaluation, condition, scores);
  const threshold = condition === 'EMERGENCY' ? evaluation.method.emergency.threshold : evaluation.method.threshold;
  const criterionLabel = (scale: { key: string; name: string }) =>
    condition === 'EMERGENCY' ? translate(`aspects.fields.${scale.key}`) : scale.name;
  const save = () => {
    const complete = scales.every((scale) => scores[scale.key] !== undefined);
    dataProvider
      .saveEvaluatedAspect(evaluation.id, row.id, {
        condition,
        scores: complete ? Object.fromEntries(scales.map((scale) => [scale.key, scores[scale.key]])) : null,
        observations,
      })
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        onSaved();
      })
      .catch(reportError);
  };
  return (
    <Card component="section" aria-label={`${row.aspect.name} ${translate(`aspects.conditions.${row.condition}`)}`} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {row.aspect.name}{' '}
              <Typography component="span" color="text.secondary">
                · {row.vector.name}
              </Typography>
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', mt: 1, gap: 1 }}>
              <TextField
                select
                size="small"
                sx={{ width: 220 }}
                label={translate('aspects.fields.condition')}
                value={condition}
                disabled={!editable}
                onChange={(event) => {
                  setCondition(event.target.value as typeof condition);
                  setScores({});
                }}
              >
                {CONDITIONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {translate(`aspects.conditions.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              {scales.map((scale) => (
                <TextField
                  key={scale.key}
                  select
                  size="small"
                  sx={{ width: 170 }}
                  label={criterionLabel(scale)}
                  value={scores[scale.key] ?? ''}
                  disabled={!editable}
                  onChange={(event) => setScores((before) => ({ ...before, [scale.key]: Number(event.target.value) }))}
                >
                  {Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i).map((value) => (
                    <MenuItem key={value} value={value}>
                      {value}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
            <TextField
              size="small"
              fullWidth
              multiline
              sx={{ mt: 1 }}
              label={translate('aspects.fields.observations')}
              value={observations}
              disabled={!editable}
              onChange={(event) => setObservations(event.target.value)}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <Chip
                label={`${translate('aspects.fields.score')}: ${score ?? '—'} / ${threshold}`}
                color={score !== null && score >= threshold ? 'error' : 'default'}
              />
              {editable && (
                <Button variant="outlined" onClick={save}>
                  {translate('ra.action.save')}
                </Button>
              )}
            </Stack>
          </Box>
          <Box sx={{ flex: 1, borderLeft: { md: 1 }, borderColor: 'divider', pl: { md: 2 } }} aria-label={translate('aspects.previous')}>
            <Typography variant="overline">{translate('aspects.previous')}</Typography>
            {previous === null && (
              <Typography variant="body2" color="text.secondary">
                {translate('aspects.no_previous')}
              </Typography>
            )}
            {previousSame && (
              <Typography variant="body2">
                {ddmmyyyy(previous!.evaluation.date)} · {translate(`aspects.conditions.${previousSame.condition}`)} ·{' '}
                {translate('aspects.fields.score')} {previousSame.score ?? '—'}
                {previousSame.is_significant ? ` · ${translate('aspects.fields.significant')}` : ''}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
