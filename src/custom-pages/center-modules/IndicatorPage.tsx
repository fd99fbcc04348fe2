import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { lastDuePeriod } from '../../../contract/indicators';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { useCenterToday } from '../../common/centerZone';
import { DeleteButton } from '../../common/DeleteButton';
import { formatNumber, formatPeriod, useFieldFormat } from '../../common/fields';
import { useReportError } from '../../common/useReportError';
import { HistoryTimeline } from '../../history/HistoryTimeline';
import type { AppDataProvider } from '../../dataProvider';
import { IndicatorAspects } from '../aspects/EnvironmentalIndicatorsPage';
import { CenterModuleLayout } from './CenterModuleLayout';
import type { ChartMeasurement, ChartTarget, ChartThreshold } from './IndicatorCharts';
import { IndicatorEditDialog, ThresholdsDialog } from './IndicatorEditing';
import { indicatorTabs, type Indicator } from './indicatorTabs';
import { indicatorModulePath } from './paths';
import { PeriodPicker } from './PeriodPicker';
import { useModuleQuery } from '../../common/useModuleQuery';

// The chart library loads with the charts, not with the page.
const MeasurementChart = lazy(() => import('./IndicatorCharts'));
const YearComparison = lazy(() => import('./IndicatorCharts').then((module) => ({ default: module.YearComparison })));

interface Measurement extends ChartMeasurement {
  id: number;
  comment: string | null;
}
interface Analysis {
  id: number;
  period: string;
  text: string;
  conclusion: string;
}

/** .../indicator/{indicatorId} (also .../measurement and .../analysis): the chart, the values, the analyses. */
const IndicatorPage = () => {
  const { centerId = '', indicatorId = '' } = useParams<'centerId' | 'indicatorId'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const reportError = useReportError();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'indicator', action: 'edit' });
  const { language } = useFieldFormat();
  // Indicators are ratios (kWh per employee): four decimals, the language's separators.
  const number = { format: (value: unknown) => formatNumber(value, language, 4) };
  const bound = (value: number | null, open: string) => (value === null ? open : number.format(value));
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = useCenterToday(centerId);
  const base = `indicator/${encodeURIComponent(indicatorId)}`;
  const indicator = useModuleQuery(
    (provider) => provider.getOne('indicator', { id: indicatorId }).then(({ data }) => data as Indicator),
    base,
  );
  const measurements = useModuleQuery((provider) => provider.getPage<Measurement>(`${base}/measurement`), `${base}/measurement`);
  const targets = useModuleQuery(
    (provider) => provider.getPage<ChartTarget>('indicator-target', { indicatorId }, 100),
    `indicator-target?indicatorId=${indicatorId}`,
  );
  const thresholds = useModuleQuery((provider) => provider.getPage<ChartThreshold>(`${base}/threshold`), `${base}/threshold`);
  const analyses = useModuleQuery((provider) => provider.getPage<Analysis>(`${base}/analysis`), `${base}/analysis`);
  // Undefined until the user picks one: the last due period, which is what is usually recorded.
  const [period, setPeriod] = useState<string>();
  const [value, setValue] = useState('');
  const [comment, setComment] = useState('');
  const [analysis, setAnalysis] = useState<{ period?: string; text: string; conclusion: string }>({ text: '', conclusion: 'ON_TRACK' });
  // Each save starts the period pickers afresh on the default.
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<'indicator' | 'thresholds'>();

  const call = async (resource: string, body: Record<string, unknown>, after: () => void) => {
    try {
      await dataProvider.create(resource, { data: body });
      notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      after();
    } catch (error) {
      void reportError(error as Error);
    }
  };
  const exportXlsx = async () => {
    try {
      await dataProvider.downloadSheet(`${base}/measurement`, {}, `indicator-${indicatorId}.xlsx`);
    } catch (error) {
      void reportError(error as Error);
    }
  };

  if (!indicator.data || !measurements.data) return <Loading />;
  const current = indicator.data;
  const rows = measurements.data.results;
  const duePeriod = lastDuePeriod(current.frequency, today);
  const measuredPeriod = period ?? duePeriod;
  const analysedPeriod = analysis.period ?? duePeriod;
  return (
    <CenterModuleLayout module="indicator" heading={current.name} tabs={indicatorTabs(centerId)} current="process">
      <Card component="section" aria-label={translate('indicators.chart.title', { _: 'Evolution' })}>
        <CardHeader
          title={translate('indicators.chart.title', { _: 'Evolution' })}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          subheader={`${current.process_name} · ${current.unit} · ${translate(`indicators.frequencies.${current.frequency}`)} · ${translate(`indicators.directions.${current.direction}`)}`}
          action={
            <Stack direction="row" spacing={1}>
              {canWrite && (
                <Button label="ra.action.edit" onClick={() => setEditing('indicator')}>
                  <EditIcon />
                </Button>
              )}
              <Button label="indicators.export" onClick={exportXlsx}>
                <DownloadIcon />
              </Button>
              {canWrite && (
                <DeleteButton
                  resource="indicator"
                  id={current.id}
                  name={current.name}
                  content="indicators.delete_indicator_content"
                  onDeleted={() => navigate(indicatorModulePath(centerId))}
                />
              )}
            </Stack>
          }
        />
        <CardContent>
          {rows.length === 0 ? (
            <Typography color="text.secondary">{translate('indicators.no_measurement', { _: 'No measurement yet.' })}</Typography>
          ) : (
            <Suspense fallback={<Loading />}>
              <MeasurementChart
                measurements={rows}
                targets={targets.data?.results ?? []}
                thresholds={thresholds.data?.results ?? []}
                unit={current.unit}
              />
              <YearComparison measurements={rows} />
            </Suspense>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            aria-label={translate('indicators.thresholds', { _: 'Ranges' })}
          >
            {thresholds.data?.results.map((range) => (
              <Chip
                key={range.name}
                size="small"
                color={range.level === 'GOOD' ? 'success' : range.level === 'WARNING' ? 'warning' : 'error'}
                label={`${range.name}: ${bound(range.min_value, '−∞')} – ${bound(range.max_value, '∞')}`}
              />
            ))}
            {canWrite && (
              <Button label="indicators.edit_thresholds" onClick={() => setEditing('thresholds')}>
                <EditIcon />
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('resources.indicator-measurement.name', { smart_count: 2, _: 'Measurements' })}>
        <CardHeader
          title={translate('resources.indicator-measurement.name', { smart_count: 2, _: 'Measurements' })}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent>
          {canWrite && current.source === 'MANUAL' && (
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <PeriodPicker
                key={`measurement-${round}`}
                frequency={current.frequency}
                label={translate('resources.indicator-measurement.fields.period')}
                value={measuredPeriod}
                onChange={setPeriod}
              />
              <TextField
                size="small"
                label={translate('resources.indicator-measurement.fields.value')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="decimal"
              />
              <TextField
                size="small"
                label={translate('resources.indicator-measurement.fields.comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
              <Button
                label="indicators.record"
                disabled={!measuredPeriod || !value}
                onClick={() =>
                  call(
                    `${base}/measurement`,
                    { period: measuredPeriod, value: Number(value.replace(',', '.')), comment: comment || null },
                    () => {
                      setPeriod(undefined);
                      setRound(round + 1);
                      setValue('');
                      setComment('');
                      measurements.reload();
                      indicator.reload();
                    },
                  )
                }
              >
                <AddIcon />
              </Button>
            </Stack>
          )}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.indicator-measurement.fields.period')}</TableCell>
                <TableCell align="right">{translate('resources.indicator-measurement.fields.value')}</TableCell>
                <TableCell>{translate('resources.indicator-measurement.fields.comment')}</TableCell>
                {canWrite && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...rows].reverse().map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatPeriod(row.period, language)}</TableCell>
                  <TableCell align="right">{number.format(row.value)}</TableCell>
                  <TableCell>{row.comment}</TableCell>
                  {canWrite && (
                    <TableCell align="right" padding="checkbox">
                      <DeleteButton
                        icon
                        resource="indicator-measurement"
                        id={row.id}
                        name={`${formatPeriod(row.period, language)} · ${number.format(row.value)}`}
                        onDeleted={() => {
                          measurements.reload();
                          indicator.reload();
                        }}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('indicators.analyses', { _: 'Analyses' })}>
        <CardHeader title={translate('indicators.analyses', { _: 'Analyses' })} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent>
          {canWrite && (
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <PeriodPicker
                key={`analysis-${round}`}
                frequency={current.frequency}
                label={translate('resources.indicator-measurement.fields.period')}
                value={analysedPeriod}
                onChange={(picked) => setAnalysis({ ...analysis, period: picked })}
              />
              <TextField
                size="small"
                label={translate('indicators.analysis_text', { _: 'Analysis' })}
                value={analysis.text}
                onChange={(e) => setAnalysis({ ...analysis, text: e.target.value })}
                sx={{ minWidth: 280 }}
              />
              <TextField
                size="small"
                select
                slotProps={{ select: { native: true } }}
                label={translate('indicators.conclusion', { _: 'Conclusion' })}
                value={analysis.conclusion}
                onChange={(e) => setAnalysis({ ...analysis, conclusion: e.target.value })}
              >
                {['ON_TRACK', 'AT_RISK', 'OFF_TRACK'].map((id) => (
                  <option key={id} value={id}>
                    {translate(`indicators.conclusions.${id}`)}
                  </option>
                ))}
              </TextField>
              <Button
                label="ra.action.add"
                disabled={!analysedPeriod || !analysis.text}
                onClick={() =>
                  call(`${base}/analysis`, { ...analysis, period: analysedPeriod }, () => {
                    setAnalysis({ text: '', conclusion: 'ON_TRACK' });
                    setRound(round + 1);
                    analyses.reload();
                    indicator.reload();
                  })
                }
              >
                <AddIcon />
              </Button>
            </Stack>
          )}
          {analyses.data?.results.map((item) => (
            <Typography key={item.id} variant="body2" sx={{ mb: 1 }}>
              <strong>{formatPeriod(item.period, language)}</strong> · {translate(`indicators.conclusions.${item.conclusion}`)} —{' '}
              {item.text}
              {canWrite && (
                <DeleteButton
                  icon
                  resource="indicator-analysis"
                  id={item.id}
                  name={`${formatPeriod(item.period, language)} · ${translate('indicators.analysis_text')}`}
                  onDeleted={() => {
                    analyses.reload();
                    indicator.reload();
                  }}
                />
              )}
            </Typography>
          ))}
        </CardContent>
      </Card>
      <IndicatorAspects centerId={centerId} indicatorId={indicatorId} />
      {/* Every save reloads the indicator, and with it the history (measurements, analyses and ranges are filed under it). */}
      <HistoryTimeline table="indicator" recordId={current.id} version={current} />
      {editing === 'indicator' && (
        <IndicatorEditDialog
          indicator={current}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            indicator.reload();
            measurements.reload();
          }}
        />
      )}
      {editing === 'thresholds' && (
        <ThresholdsDialog
          indicatorId={current.id}
          thresholds={thresholds.data?.results ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            thresholds.reload();
            indicator.reload();
          }}
        />
      )}
    </CenterModuleLayout>
  );
};

export default IndicatorPage;
