import SaveIcon from '@mui/icons-material/Save';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { useCenterToday } from '../../common/centerZone';
import { DeleteButton } from '../../common/DeleteButton';
import { DueDateChip, formatNumber, useFieldFormat } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { CenterModuleLayout } from './CenterModuleLayout';
import { ActionDialog, type IndicatorAction } from './IndicatorEditing';
import { indicatorTabs, type Indicator } from './indicatorTabs';
import { indicatorModulePath } from './paths';
import { useModuleQuery } from '../../common/useModuleQuery';

interface Target {
  id: number;
  indicator_id: number;
  indicator_name: string;
  year: number;
  value: number;
  baseline: number | null;
}

/** /target, /target/new, /target/{targetId}: the targets of the center's indicators, one per indicator and year. */
export const TargetsPage = () => {
  const { centerId = '', targetId } = useParams<'centerId' | 'targetId'>();
  const isNew = useLocation().pathname.endsWith('/new');
  const today = useCenterToday(centerId);
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const reportError = useReportError();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'indicator', action: 'create' });
  const { language } = useFieldFormat();
  // Indicators are ratios (kWh per employee): four decimals, the language's separators.
  const number = { format: (value: unknown) => formatNumber(value, language, 4) };
  const dataProvider = useDataProvider<AppDataProvider>();
  const targets = useModuleQuery(
    (provider) => provider.getPage<Target>('indicator-target', { centerId }),
    `indicator-target?centerId=${centerId}`,
  );
  const indicators = useModuleQuery((provider) => provider.getPage<Indicator>('indicator', { centerId }), `indicator?centerId=${centerId}`);
  const editing = targetId ? targets.data?.results.find((target) => String(target.id) === targetId) : undefined;
  const [form, setForm] = useState<{ indicator_id: string; year: string; value: string; baseline: string }>();
  const values =
    form ??
    (editing
      ? {
          indicator_id: String(editing.indicator_id),
          year: String(editing.year),
          value: String(editing.value),
          baseline: editing.baseline === null ? '' : String(editing.baseline),
        }
      : { indicator_id: '', year: today.slice(0, 4), value: '', baseline: '' });
  const save = async () => {
    const body = {
      indicator_id: Number(values.indicator_id),
      year: Number(values.year),
      value: Number(values.value.replace(',', '.')),
      baseline: values.baseline ? Number(values.baseline.replace(',', '.')) : null,
    };
    try {
      await (editing
        ? dataProvider.update('indicator-target', { id: editing.id, data: body, previousData: editing })
        : dataProvider.create('indicator-target', { data: body }));
      notify(editing ? 'ra.notification.updated' : 'ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      setForm(undefined);
      targets.reload();
      navigate(indicatorModulePath(centerId, 'target'));
    } catch (error) {
      void reportError(error as Error);
    }
  };
  const showForm = canWrite && (isNew || !!editing);
  return (
    <CenterModuleLayout
      module="indicator"
      heading={translate('indicators.pages.target', { _: 'Targets' })}
      tabs={indicatorTabs(centerId)}
      current="target"
    >
      {canWrite && !showForm && (
        <Stack direction="row">
          <Button label="indicators.new_target" onClick={() => navigate(indicatorModulePath(centerId, 'target/new'))}>
            <AddIcon />
          </Button>
        </Stack>
      )}
      {showForm && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 220 }}
                label={translate('resources.indicator-target.fields.indicator')}
                value={values.indicator_id}
                disabled={!!editing}
                onChange={(e) => setForm({ ...values, indicator_id: e.target.value })}
              >
                {indicators.data?.results.map((indicator) => (
                  <MenuItem key={indicator.id} value={String(indicator.id)}>
                    {indicator.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={translate('resources.indicator-target.fields.year')}
                value={values.year}
                onChange={(e) => setForm({ ...values, year: e.target.value })}
              />
              <TextField
                size="small"
                label={translate('resources.indicator-target.fields.value')}
                value={values.value}
                onChange={(e) => setForm({ ...values, value: e.target.value })}
              />
              <TextField
                size="small"
                label={translate('resources.indicator-target.fields.baseline')}
                value={values.baseline}
                onChange={(e) => setForm({ ...values, baseline: e.target.value })}
              />
              <Button label="ra.action.save" onClick={save} disabled={!values.indicator_id || !values.value}>
                <SaveIcon />
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.indicator-target.fields.indicator')}</TableCell>
              <TableCell>{translate('resources.indicator-target.fields.year')}</TableCell>
              <TableCell align="right">{translate('resources.indicator-target.fields.value')}</TableCell>
              <TableCell align="right">{translate('resources.indicator-target.fields.baseline')}</TableCell>
              {canWrite && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {targets.data?.results.map((target) => (
              <TableRow
                key={target.id}
                hover
                sx={{ cursor: canWrite ? 'pointer' : undefined }}
                onClick={() => canWrite && (setForm(undefined), navigate(indicatorModulePath(centerId, `target/${target.id}`)))}
              >
                <TableCell>{target.indicator_name}</TableCell>
                <TableCell>{target.year}</TableCell>
                <TableCell align="right">{number.format(target.value)}</TableCell>
                <TableCell align="right">{target.baseline === null ? '—' : number.format(target.baseline)}</TableCell>
                {canWrite && (
                  <TableCell align="right" padding="checkbox">
                    <DeleteButton
                      icon
                      resource="indicator-target"
                      id={target.id}
                      name={`${target.indicator_name} · ${target.year}`}
                      onDeleted={() => {
                        targets.reload();
                        if (editing?.id === target.id) navigate(indicatorModulePath(centerId, 'target'));
                      }}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </CenterModuleLayout>
  );
};

/** /action and /analysis-action: the actions of the center's indicators (those decided in an analysis apart); staff add and edit them. */
export const ActionsPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const fromAnalysis = useLocation().pathname.endsWith('/analysis-action');
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'indicator', action: 'edit' });
  const actions = useModuleQuery(
    (provider) => provider.getPage<IndicatorAction>('indicator-action', { centerId, fromAnalysis: fromAnalysis || undefined }),
    `indicator-action?centerId=${centerId}&fromAnalysis=${fromAnalysis}`,
  );
  const indicators = useModuleQuery(
    canWrite ? (provider) => provider.getPage<Indicator>('indicator', { centerId }) : undefined,
    `indicator?centerId=${centerId}`,
  );
  const [editing, setEditing] = useState<IndicatorAction | 'new'>();
  const actionLabel = (field: string) => translate(`resources.indicator-action.fields.${field}`);
  return (
    <CenterModuleLayout
      module="indicator"
      heading={translate(fromAnalysis ? 'indicators.pages.analysis_action' : 'indicators.pages.action')}
      tabs={indicatorTabs(centerId)}
      current={fromAnalysis ? 'analysis-action' : 'action'}
    >
      {canWrite && (
        <Stack direction="row">
          <Button label="indicators.new_action" onClick={() => setEditing('new')}>
            <AddIcon />
          </Button>
        </Stack>
      )}
      <Card>
        {actions.data?.results.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('indicators.no_action', { _: 'No action yet.' })}
          </Typography>
        ) : (
          <Box sx={(theme) => plainTablePhoneStyles(theme)}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['indicator', 'what', 'who', 'due_date', 'status'].map((field) => (
                    <TableCell key={field}>{translate(`resources.indicator-action.fields.${field}`)}</TableCell>
                  ))}
                  {canWrite && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {actions.data?.results.map((action) => (
                  <TableRow
                    key={action.id}
                    hover={canWrite}
                    sx={{ cursor: canWrite ? 'pointer' : undefined }}
                    onClick={() => canWrite && setEditing(action)}
                  >
                    <TableCell>{action.indicator_name}</TableCell>
                    <TableCell data-label={actionLabel('what')}>{action.what}</TableCell>
                    <TableCell data-label={actionLabel('who')}>{action.who}</TableCell>
                    <TableCell data-label={actionLabel('due_date')}>
                      <DueDateChip date={action.due_date} done={action.status === 'DONE' || action.status === 'CANCELLED'} />
                    </TableCell>
                    <TableCell data-label={actionLabel('status')}>{translate(`indicators.action_statuses.${action.status}`)}</TableCell>
                    {canWrite && (
                      <TableCell align="right" padding="checkbox">
                        <DeleteButton icon resource="indicator-action" id={action.id} name={action.what} onDeleted={actions.reload} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Card>
      {editing && (
        <ActionDialog
          action={editing === 'new' ? undefined : editing}
          indicators={indicators.data?.results ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            actions.reload();
          }}
        />
      )}
    </CenterModuleLayout>
  );
};
