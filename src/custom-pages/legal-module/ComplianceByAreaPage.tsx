import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import type { EvidenceState } from '../../../contract/legal';
import type { FulfillmentCounts } from '../../dataProvider';
import { STATE_COLOURS, stateLabel } from './evidenceStates';
import { LegalModuleLayout } from './LegalModuleLayout';
import { useModuleQuery } from '../../common/useModuleQuery';

const SHARES: { state: EvidenceState; of: (counts: FulfillmentCounts) => FulfillmentCounts['fulfilledEvidences'] }[] = [
  { state: 'FULFILLED', of: (counts) => counts.fulfilledEvidences },
  { state: 'IN_PROCESS', of: (counts) => counts.inProcessEvidences },
  { state: 'NOT_FULFILLED', of: (counts) => counts.unfulfilledEvidences },
];

// One percent format everywhere (issue 23): "66,7 %", the same as the home page's compliance.
const usePercent = () => {
  const { format } = useFieldFormat();
  return (value: number) => format({ kind: 'percent' }, value);
};

/** One stacked horizontal bar: a segment per state, its width the state's share; the legend carries the numbers. */
const FulfillmentBar = ({ label, counts }: { label: string; counts: FulfillmentCounts }) => {
  const translate = useTranslate();
  const percent = usePercent();
  const parts = SHARES.map(({ state, of }) => ({ state, share: of(counts) }));
  const summary = parts
    .map(({ state, share }) => `${translate(stateLabel(state), { _: state })}: ${share.total} (${percent(share.percentage)})`)
    .join(' · ');
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`${label}: ${summary}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle2" component="figcaption">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('legalModule.statistics.total', { smart_count: counts.totalEvidences, _: '{{count}} evidences' })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'flex', height: 24, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {parts.map(({ state, share }) => (
          <Box key={state} sx={{ width: `${share.percentage}%`, bgcolor: `${STATE_COLOURS[state]}.main` }} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {summary}
      </Typography>
    </Box>
  );
};

/** .../legal-compliance-by-area (admin): how many evidences are fulfilled, for the center and per area. */
const ComplianceByAreaPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { data: statistic } = useModuleQuery((dataProvider) => dataProvider.getFulfillmentStatistic(centerId), `${centerId}/statistic`);
  return (
    <LegalModuleLayout page="complianceByArea">
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          {!statistic ? (
            <LinearProgress />
          ) : (
            <>
              <FulfillmentBar label={translate('legalModule.statistics.center', { _: 'Whole center' })} counts={statistic} />
              <Typography variant="h6" component="h2">
                {translate('legalModule.statistics.by_area', { _: 'By area' })}
              </Typography>
              {statistic.areas.map((area) => (
                <FulfillmentBar key={area.area.id} label={area.area.name} counts={area} />
              ))}
            </>
          )}
        </CardContent>
      </Card>
    </LegalModuleLayout>
  );
};

export default ComplianceByAreaPage;
