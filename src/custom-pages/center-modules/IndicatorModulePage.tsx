import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link as MuiLink,
  List as MuiList,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { missingPeriods } from '../../../contract/indicators';
import { NamedButton as Button } from '../../common/NamedButton';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { formatNumber, formatPeriod, useFieldFormat } from '../../common/fields';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { CenterModuleLayout } from './CenterModuleLayout';
import { indicatorTabs, type Indicator } from './indicatorTabs';
import { indicatorModulePath } from './paths';
import { useModuleQuery } from '../../common/useModuleQuery';
import { AskReadings } from '../requests/AskReadings';

interface Process {
  id: number;
  name: string;
  description: string | null;
  indicator_count: number;
}

/** Indicators lacking a measurement for their last due period. */
export const MissingMeasurements = ({ centerId }: { centerId: string | number }) => {
  const translate = useTranslate();
  const { language } = useFieldFormat();
  const { data } = useModuleQuery((provider) => provider.getMissingIndicators<Indicator>(centerId), `indicator-module/${centerId}/missing`);
  if (!data?.results.length) return null;
  // The span not measured, named from its first period ("Enero de 2026 – Octubre de 2026"), not only its last.
  const missingText = (indicator: Indicator) => {
    const span = missingPeriods(indicator.frequency, indicator.last_period, indicator.due_period);
    if (!span) return translate('indicators.never_measured');
    const to = formatPeriod(span.to, language);
    return span.from >= span.to ? to : `${formatPeriod(span.from, language)} – ${to}`;
  };
  return (
    <Alert severity="warning">
      {translate('indicators.missing')}{' '}
      {data.results.map((indicator, index) => (
        <span key={indicator.id}>
          {index > 0 && ', '}
          <MuiLink component={Link} to={indicatorModulePath(centerId, `indicator/${indicator.id}`)}>
            {indicator.name}
          </MuiLink>{' '}
          ({missingText(indicator)})
        </span>
      ))}
    </Alert>
  );
};

/** /center/indicator-module/{centerId}(/process): the processes of the center and their indicators. */
const IndicatorModulePage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'indicator', action: 'create' });
  const { language } = useFieldFormat();
  // Indicators are ratios (kWh per employee): four decimals, the language's separators.
  const number = { format: (value: unknown) => formatNumber(value, language, 4) };
  const dataProvider = useDataProvider<AppDataProvider>();
  const processes = useModuleQuery(
    (provider) => provider.getPage<Process>('indicator-process', { centerId }),
    `indicator-process?centerId=${centerId}`,
  );
  const indicators = useModuleQuery((provider) => provider.getPage<Indicator>('indicator', { centerId }), `indicator?centerId=${centerId}`);
  const [name, setName] = useState('');
  const addProcess = async () => {
    try {
      await dataProvider.create('indicator-process', { data: { center_id: Number(centerId), name } });
      setName('');
      notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      processes.reload();
    } catch (error) {
      void reportError(error as Error);
    }
  };
  return (
    <CenterModuleLayout
      module="indicator"
      heading={translate('indicators.pages.process', { _: 'Processes' })}
      tabs={indicatorTabs(centerId)}
      current="process"
    >
      <MissingMeasurements centerId={centerId} />
      {canWrite && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={translate('indicators.new_process', { _: 'New process' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button label="ra.action.add" onClick={addProcess} disabled={!name.trim()}>
            <AddIcon />
          </Button>
          <AskReadings centerId={centerId} indicators={indicators.data?.results ?? []} />
        </Stack>
      )}
      {processes.data?.results.length === 0 && (
        <Typography color="text.secondary">{translate('indicators.no_process', { _: 'No process yet.' })}</Typography>
      )}
      {processes.data?.results.map((process) => (
        <Card key={process.id} component="section" aria-label={process.name}>
          <CardHeader
            title={process.name}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={
              canWrite && (
                <Button
                  component={Link}
                  to={indicatorModulePath(centerId, `process/${process.id}/indicator/new`)}
                  label="indicators.new_indicator"
                >
                  <AddIcon />
                </Button>
              )
            }
          />
          <CardContent sx={{ pt: 0 }}>
            <MuiList dense>
              {indicators.data?.results
                .filter((indicator) => indicator.process_id === process.id)
                .map((indicator) => (
                  <ListItem key={indicator.id} sx={{ gap: 1 }}>
                    <MuiLink component={Link} to={indicatorModulePath(centerId, `indicator/${indicator.id}`)}>
                      {indicator.name}
                    </MuiLink>
                    <Typography variant="body2" color="text.secondary">
                      {indicator.last_value === null
                        ? '—'
                        : `${number.format(indicator.last_value)} ${indicator.unit} (${formatPeriod(indicator.last_period ?? '', language)})`}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(`indicators.frequencies.${indicator.frequency}`, { _: indicator.frequency })}
                    />
                    {indicator.is_missing && (
                      <Chip size="small" color="warning" label={translate('indicators.is_missing', { _: 'Measurement missing' })} />
                    )}
                  </ListItem>
                ))}
            </MuiList>
          </CardContent>
        </Card>
      ))}
    </CenterModuleLayout>
  );
};

export default IndicatorModulePage;
