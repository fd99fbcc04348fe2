import { Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { useTickedSet } from '../../common/useTickedSet';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';

/** aspect-evaluation/{id}/close: the aspects reaching the threshold come ticked; the user decides which are significant. */
const ClosePage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const navigate = useNavigate();
  const { centerId, aspectEvaluationId } = useParams();
  const evaluated = useModuleQuery(
    (provider) => provider.getEvaluatedAspects(aspectEvaluationId!),
    aspectsKey('evaluated-aspects', aspectEvaluationId),
  );
  const all = evaluated.data;
  const significant = useModuleQuery(
    (provider) => provider.getSignificantAspects(aspectEvaluationId!),
    aspectsKey('significant-aspects', aspectEvaluationId),
  );
  const preselected = significant.data;
  // The boxes and the button wait for the preselection: closing before it arrived closed with no significant aspect,
  // and its arrival undid a box ticked meanwhile.
  const ready = Boolean(all && preselected);
  const { ticked: chosen, toggle } = useTickedSet(preselected?.results.map((row) => row.id));
  const back = aspectsPath(centerId!, `aspect-evaluation/${aspectEvaluationId}`);
  const close = () =>
    dataProvider
      .closeAspectEvaluation(aspectEvaluationId!, [...chosen])
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        navigate(back);
      })
      .catch(reportError);
  return (
    <AspectsLayout
      title={translate('aspects.actions.close')}
      trail={[{ label: translate('aspects.pages.aspect-evaluation'), to: back }]}
      actions={
        <Button variant="contained" onClick={close} disabled={!ready}>
          {translate('aspects.actions.confirm_close')}
        </Button>
      }
    >
      <Typography sx={{ mb: 1 }}>{translate('aspects.close_hint')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {!ready && <QueryState error={evaluated.error ?? significant.error} />}
        {ready &&
          all!.results
            .filter((row) => row.score !== null)
            .map((row) => (
              <FormControlLabel
                key={row.id}
                sx={{ display: 'flex' }}
                label={`${row.zone.name} · ${row.aspect.name} · ${translate(`aspects.conditions.${row.condition}`)} · ${row.score}/${row.threshold}`}
                control={<Checkbox checked={chosen.has(row.id)} onChange={() => toggle(row.id)} />}
              />
            ))}
      </Paper>
    </AspectsLayout>
  );
};
export default ClosePage;
