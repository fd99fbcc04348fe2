import { Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useReportError } from '../../common/useReportError';
import { useAspectsApi, useAspectsQuery, type Named, type Page, type PracticeEvaluation } from './api';
import { AspectsLayout, ddmmyyyy } from './AspectsLayout';
import { PracticeActionsOf, type PracticeAction } from './PracticeActionsPage';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

interface PracticeRow {
  center_practice_id: number;
  center_aspect_id: number;
  practice: Named;
  aspect: Named;
  evaluated_practice: { id: number; state: string; comment: string | null } | null;
}
const STATES = ['FULFILLED', 'NOT_FULFILLED', 'NOT_APPLICABLE'] as const;

/** good-practice-evaluation/{id}/zone/{zoneId}/vector/{vectorId}: big touch targets for a tablet on site. */
const PracticeVerificationPage = () => {
  const api = useAspectsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const { centerId, goodPracticeEvaluationId, zoneId, vectorId } = useParams();
  const evaluation = useAspectsQuery<PracticeEvaluation>(`/good-practice-evaluations/${goodPracticeEvaluationId}`).data;
  const practices = useAspectsQuery<Page<PracticeRow>>(
    `/good-practice-evaluations/${goodPracticeEvaluationId}/zones/${zoneId}/vectors/${vectorId}/practices`,
  );
  const rows = practices.data;
  // The actions started from this evaluation's not-fulfilled practices (one call for the page).
  const [actions, setActions] = useState<PracticeAction[]>([]);
  useEffect(() => {
    api
      .getAll<PracticeAction>(`/practice-actions?centerId=${centerId}&goodPracticeEvaluationId=${goodPracticeEvaluationId}`)
      .then(setActions)
      .catch(reportError);
  }, [api, centerId, goodPracticeEvaluationId, reportError]);
  const [values, setValues] = useState<Record<number, { state?: string; comment: string }>>({});
  useEffect(() => {
    if (rows)
      setValues(
        Object.fromEntries(
          rows.results.map((row) => [
            row.center_practice_id,
            { state: row.evaluated_practice?.state, comment: row.evaluated_practice?.comment ?? '' },
          ]),
        ),
      );
  }, [rows]);
  const save = () => {
    const evaluated = Object.entries(values)
      .filter(([, value]) => value.state)
      .map(([id, value]) => ({ center_practice_id: Number(id), state: value.state, comment: value.comment || null }));
    if (!evaluated.length) return;
    api
      .send(
        'POST',
        `/good-practice-evaluations/${goodPracticeEvaluationId}/zones/${zoneId}/vectors/${vectorId}/evaluated-practice-verification`,
        { evaluated_practices: evaluated },
      )
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        practices.refetch();
      })
      .catch(reportError);
  };
  // Clients read the verification; admins and collaborators record it while the evaluation is open.
  const mayWrite = useMayWrite();
  const open = evaluation?.is_open && mayWrite;
  return (
    <AspectsLayout
      title={translate('aspects.pages.good-practice-evaluation')}
      trail={[{ label: ddmmyyyy(evaluation?.date), to: aspectsPath(centerId!, `good-practice-evaluation/${goodPracticeEvaluationId}`) }]}
      actions={
        open && (
          <Button size="large" variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </Button>
        )
      }
    >
      {rows?.results.map((row) => (
        <Card key={row.center_practice_id} component="section" aria-label={row.practice.name} sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="subtitle1">{row.practice.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {row.aspect.name}
            </Typography>
            <RadioGroup
              row
              value={values[row.center_practice_id]?.state ?? ''}
              onChange={(event) =>
                setValues((before) => ({
                  ...before,
                  [row.center_practice_id]: { ...before[row.center_practice_id]!, state: event.target.value },
                }))
              }
            >
              {STATES.map((state) => (
                <FormControlLabel
                  key={state}
                  value={state}
                  disabled={!open}
                  control={<Radio sx={{ p: 1.5 }} />}
                  label={translate(`aspects.states.${state}`)}
                />
              ))}
            </RadioGroup>
            <TextField
              fullWidth
              size="small"
              label={translate('aspects.fields.comment')}
              disabled={!open}
              value={values[row.center_practice_id]?.comment ?? ''}
              onChange={(event) =>
                setValues((before) => ({
                  ...before,
                  [row.center_practice_id]: { ...before[row.center_practice_id]!, comment: event.target.value },
                }))
              }
            />
            {/* A practice saved as not fulfilled: what the center will do about it (practice actions). */}
            {row.evaluated_practice?.state === 'NOT_FULFILLED' && (
              <PracticeActionsOf
                centerId={centerId!}
                evaluatedPracticeId={row.evaluated_practice.id}
                centerPracticeId={row.center_practice_id}
                practice={`${row.practice.name} · ${row.aspect.name}`}
                actions={actions}
                mayWrite={mayWrite}
              />
            )}
          </CardContent>
        </Card>
      ))}
    </AspectsLayout>
  );
};
export default PracticeVerificationPage;
