import { Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey } from './api';
import { AspectsLayout, evaluationTitle } from './AspectsLayout';
import { PracticeActionsOf } from './PracticeActionsPage';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

const STATES = ['FULFILLED', 'NOT_FULFILLED', 'NOT_APPLICABLE'] as const;

/** good-practice-evaluation/{id}/zone/{zoneId}/vector/{vectorId}: big touch targets for a tablet on site. */
const PracticeVerificationPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const { centerId, goodPracticeEvaluationId, zoneId, vectorId } = useParams();
  const evaluation = useModuleQuery(
    (provider) => provider.getPracticeEvaluation(goodPracticeEvaluationId!),
    aspectsKey('good-practice-evaluation', goodPracticeEvaluationId),
  ).data;
  const practices = useModuleQuery(
    (provider) => provider.getPracticesToVerify(goodPracticeEvaluationId!, zoneId!, vectorId!),
    aspectsKey('practices-to-verify', goodPracticeEvaluationId, zoneId, vectorId),
  );
  const rows = practices.data;
  // The actions started from this evaluation's not-fulfilled practices (one call for the page).
  const actions =
    useModuleQuery(
      (provider) => provider.getPracticeActions(centerId!, { goodPracticeEvaluationId: goodPracticeEvaluationId! }),
      aspectsKey('practice-actions', centerId, 'evaluation', goodPracticeEvaluationId),
    ).data ?? [];
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
    dataProvider
      .saveVerification(goodPracticeEvaluationId!, zoneId!, vectorId!, evaluated)
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
      title={translate('aspects.verification_title')}
      trail={[
        { label: translate('aspects.pages.good-practice-evaluation'), to: aspectsPath(centerId!, 'good-practice-evaluation') },
        {
          label: evaluationTitle(translate, 'good-practice-evaluation', evaluation?.date),
          to: aspectsPath(centerId!, `good-practice-evaluation/${goodPracticeEvaluationId}`),
        },
      ]}
      actions={
        open && (
          <Button size="large" variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </Button>
        )
      }
    >
      {!rows && <QueryState error={practices.error} />}
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
