import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { useFieldFormat, type FieldFormat } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { indicatorModulePath } from '../center-modules/paths';
import { aspectsKey, type EnvironmentalIndicator } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

/** The last measured value as the field kinds write numbers ("1.234,5 m³ (2026-10)"). */
export const lastValue = (indicator: EnvironmentalIndicator['indicator'], { format }: FieldFormat) =>
  indicator.last_value === null
    ? '—'
    : `${format({ kind: 'number' }, indicator.last_value)}\u00a0${indicator.unit} (${indicator.last_period})`;

/**
 * environmental-indicator: the indicators of the indicator module that measure the center's aspects, with their
 * last value. Writers link an aspect to an indicator (?centerAspectId= preselects the aspect) or remove a link.
 */
const EnvironmentalIndicatorsPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const numbers = useFieldFormat();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId } = useParams();
  const [search] = useSearchParams();
  const linked = useModuleQuery(
    (provider) => provider.getEnvironmentalIndicators(centerId!),
    aspectsKey('environmental-indicators', centerId),
  );
  const rows = linked.data;
  // Only writers choose an aspect and an indicator to link.
  const centerAspects =
    useModuleQuery(mayWrite ? (provider) => provider.getCenterAspects(centerId!) : undefined, aspectsKey('center-aspects', centerId))
      .data ?? [];
  const indicators =
    useModuleQuery(mayWrite ? (provider) => provider.getCenterIndicators(centerId!) : undefined, aspectsKey('indicators', centerId)).data ??
    [];
  const [centerAspectId, setCenterAspectId] = useState(search.get('centerAspectId') ?? '');
  const [indicatorId, setIndicatorId] = useState('');
  const link = () =>
    dataProvider
      .linkEnvironmentalIndicator(centerAspectId, indicatorId)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        setIndicatorId('');
        linked.refetch();
      })
      .catch(reportError);
  const unlink = (row: EnvironmentalIndicator) => {
    if (
      !window.confirm(
        translate('aspects.environmental_indicator.confirm_unlink', { indicator: row.indicator.name, aspect: row.aspect.name }),
      )
    )
      return;
    dataProvider.unlinkEnvironmentalIndicator(row.id).then(linked.refetch).catch(reportError);
  };
  return (
    <AspectsLayout title={translate('aspects.pages.environmental-indicator')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('aspects.environmental_indicator.hint')}
      </Alert>
      {mayWrite && (
        <Paper
          variant="outlined"
          component="form"
          aria-label={translate('aspects.environmental_indicator.link')}
          sx={{ p: 2, mb: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            link();
          }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              label={translate('aspects.fields.aspect')}
              value={centerAspectId}
              onChange={(event) => setCenterAspectId(event.target.value)}
              sx={{ flex: 1, minWidth: 240 }}
            >
              {centerAspects.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>{`${row.zone.name} · ${row.aspect.name}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('aspects.environmental_indicator.indicator')}
              value={indicatorId}
              onChange={(event) => setIndicatorId(event.target.value)}
              sx={{ flex: 1, minWidth: 240 }}
              helperText={indicators.length ? undefined : translate('aspects.environmental_indicator.no_indicators')}
            >
              {indicators.map((row) => (
                <MenuItem key={row.id} value={String(row.id)}>{`${row.name} (${row.unit})`}</MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={!centerAspectId || !indicatorId} sx={{ flexShrink: 0 }}>
              {translate('aspects.environmental_indicator.link')}
            </Button>
          </Stack>
        </Paper>
      )}
      {!rows && <QueryState error={linked.error} />}
      {rows?.length === 0 && <Chip label={translate('aspects.environmental_indicator.none')} />}
      {!!rows?.length && (
        <TableContainer component={Paper} variant="outlined" sx={plainTablePhoneStyles}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('aspects.fields.aspect')}</TableCell>
                <TableCell>{translate('aspects.environmental_indicator.indicator')}</TableCell>
                <TableCell>{translate('aspects.environmental_indicator.last_value')}</TableCell>
                {mayWrite && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link to={aspectsPath(centerId!, `life-cycle-stage/aspect/${row.center_aspect_id}/practice`)}>{row.aspect.name}</Link>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                    >{`${row.stage.name} · ${row.zone.name} · ${row.vector.name}`}</Typography>
                  </TableCell>
                  <TableCell data-label={translate('aspects.environmental_indicator.indicator')}>
                    <Link to={indicatorModulePath(centerId!, `indicator/${row.indicator.id}`)}>{row.indicator.name}</Link>
                  </TableCell>
                  <TableCell data-label={translate('aspects.environmental_indicator.last_value')}>
                    {lastValue(row.indicator, numbers)}
                  </TableCell>
                  {mayWrite && (
                    <TableCell align="right">
                      <IconButton
                        aria-label={translate('aspects.environmental_indicator.unlink', {
                          indicator: row.indicator.name,
                          aspect: row.aspect.name,
                        })}
                        onClick={() => unlink(row)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AspectsLayout>
  );
};
export default EnvironmentalIndicatorsPage;

/** On an aspect's page: the indicators that measure it, and a link to add one. */
export const AspectIndicators = ({ centerId, centerAspectId }: { centerId: string; centerAspectId: string }) => {
  const translate = useTranslate();
  const numbers = useFieldFormat();
  const mayWrite = useMayWrite();
  const { data: rows, error } = useModuleQuery(
    (provider) => provider.getEnvironmentalIndicators(centerId, { centerAspectId }),
    aspectsKey('environmental-indicators', centerId, 'aspect', centerAspectId),
  );
  return (
    <Paper variant="outlined" component="section" aria-label={translate('aspects.pages.environmental-indicator')} sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('aspects.pages.environmental-indicator')}
        </Typography>
        {mayWrite && (
          <Button size="small" component={Link} to={`${aspectsPath(centerId, 'environmental-indicator')}?centerAspectId=${centerAspectId}`}>
            {translate('aspects.environmental_indicator.link')}
          </Button>
        )}
      </Stack>
      {!rows && <QueryState error={error} />}
      {rows?.length === 0 && <Typography color="text.secondary">{translate('aspects.environmental_indicator.none')}</Typography>}
      {rows?.map((row) => (
        <Typography key={row.id} variant="body2">
          <Link to={indicatorModulePath(centerId, `indicator/${row.indicator.id}`)}>{row.indicator.name}</Link>
          {` · ${lastValue(row.indicator, numbers)}`}
        </Typography>
      ))}
    </Paper>
  );
};

/** On an indicator's page (indicator module): the environmental aspects it measures, when any. */
export const IndicatorAspects = ({ centerId, indicatorId }: { centerId: string; indicatorId: string }) => {
  const translate = useTranslate();
  // Optional beside the indicator: a failure (the aspects module off) shows nothing.
  const rows = useModuleQuery(
    (provider) => provider.getEnvironmentalIndicators(centerId, { indicatorId }),
    aspectsKey('environmental-indicators', centerId, 'indicator', indicatorId),
    { quiet: true, retry: false },
  ).data;
  if (!rows?.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('aspects.environmental_indicator.measures')} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('aspects.environmental_indicator.measures')}
      </Typography>
      {rows.map((row) => (
        <Typography key={row.id} variant="body2">
          <Link to={aspectsPath(centerId, `life-cycle-stage/aspect/${row.center_aspect_id}/practice`)}>{row.aspect.name}</Link>
          {` · ${row.stage.name} · ${row.zone.name}`}
        </Typography>
      ))}
    </Paper>
  );
};
