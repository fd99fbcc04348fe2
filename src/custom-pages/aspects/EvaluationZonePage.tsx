import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useModuleQuery } from '../../common/useModuleQuery';
import { aspectsKey } from './api';
import { AspectsLayout, evaluationTitle } from './AspectsLayout';
import { EvaluatedAspectCard } from './EvaluatedAspectCard';
import { aspectsPath } from './paths';
import { useRightsPending } from './useMayWrite';

/** aspect-evaluation/{id}/zone/{zoneId} and .../evaluated-aspect/{evaluatedAspectId}: scoring the zone's aspects. */
const EvaluationZonePage = () => {
  const translate = useTranslate();
  const { centerId, aspectEvaluationId, zoneId, evaluatedAspectId } = useParams();
  const evaluation = useModuleQuery(
    (provider) => provider.getAspectEvaluation(aspectEvaluationId!),
    aspectsKey('aspect-evaluation', aspectEvaluationId),
  ).data;
  const rows = useModuleQuery(
    evaluatedAspectId ? undefined : (provider) => provider.getEvaluatedAspects(aspectEvaluationId!, zoneId!),
    aspectsKey('evaluated-aspects', aspectEvaluationId, 'zone', zoneId),
  );
  const one = useModuleQuery(
    evaluatedAspectId ? (provider) => provider.getEvaluatedAspect(aspectEvaluationId!, evaluatedAspectId) : undefined,
    aspectsKey('evaluated-aspect', aspectEvaluationId, evaluatedAspectId),
  );
  const list = evaluatedAspectId ? (one.data ? [one.data] : []) : (rows.data?.results ?? []);
  const refetch = () => {
    rows.refetch();
    one.refetch();
  };
  const pending = useRightsPending();
  return (
    <AspectsLayout
      title={list[0] ? `${list[0].stage.name} · ${list[0].zone.name}` : translate('aspects.pages.aspect-evaluation')}
      trail={[
        { label: translate('aspects.pages.aspect-evaluation'), to: aspectsPath(centerId!, 'aspect-evaluation') },
        {
          label: evaluationTitle(translate, 'aspect-evaluation', evaluation?.date),
          to: aspectsPath(centerId!, `aspect-evaluation/${aspectEvaluationId}`),
        },
      ]}
    >
      {evaluation && !evaluation.is_open && <Chip sx={{ mb: 2 }} color="success" label={translate('aspects.closed')} />}
      {evaluation &&
        !pending &&
        list.map((row) => (
          <EvaluatedAspectCard key={`${row.id}-${row.condition}-${row.score}`} evaluation={evaluation} row={row} onSaved={refetch} />
        ))}
    </AspectsLayout>
  );
};
export default EvaluationZonePage;
