import {
  Alert,
  Button,
  Card,
  CardActions,
  Chip,
  Link as MuiLink,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  Loading,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  minValue,
  maxValue,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { Role } from '../../../contract/roles';
import { WASTE_FILE_KINDS } from '../../../contract/waste';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { DueDateChip, formatDate, useFieldFormat, type FieldFormat } from '../../common/fields';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { isApiError } from '../../dataProvider/apiError';
import type { WasteReport } from '../../dataProvider/wasteModule';
import { collectionPath, incidencePath, planPath } from './paths';
import { REMINDER_DAYS, type Plan } from './types';
import { useModuleQuery, wasteQueryKey } from './useModuleQuery';
import { useCenterId, WasteLayout } from './WasteLayout';

/** The report's workbook, from the same route with ?format=xlsx. */
const Export = ({ report }: { report: WasteReport }) => {
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const centerId = useCenterId();
  return (
    <CardActions sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => dataProvider.downloadWasteReport(centerId, report).catch(reportError)}
      >
        {translate('ra.action.export')}
      </Button>
    </CardActions>
  );
};

interface NextCollection {
  plan_id: number;
  next_collection_date: string;
  last_collection_date: string | null;
  ler_code: string;
  residue: string;
  carrier: string | null;
  manager: string | null;
  collection_frequency: number | null;
}

/** .../reports/next-collections: each current plan's next collection (from its frequency), soonest first, and as .xlsx. */
export const NextCollectionsPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const { format } = useFieldFormat();
  const report = useModuleQuery([centerId, 'next-collections'], (dataProvider) =>
    dataProvider.getWasteReport<{ count: number; results: NextCollection[] }>(centerId, 'next-collections'),
  );
  return (
    <WasteLayout tab="next-collections">
      {!report ? (
        <Loading />
      ) : (
        <Card>
          <Export report="next-collections" />
          {report.count === 0 ? (
            <Alert severity="info">{translate('waste.reports.no_collections')}</Alert>
          ) : (
            <TableContainer sx={plainTablePhoneStyles}>
              <Table size="small" aria-label={translate('waste.pages.next-collections')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.collection-plan.fields.next_collection_date')}</TableCell>
                    <TableCell>{translate('resources.residue.fields.ler_code')}</TableCell>
                    <TableCell>{translate('resources.residue.name_one')}</TableCell>
                    <TableCell>{translate('resources.collection-plan.fields.carrier_id')}</TableCell>
                    <TableCell>{translate('resources.collection-plan.fields.manager_id')}</TableCell>
                    <TableCell>{translate('resources.collection-plan.fields.last_collection_date')}</TableCell>
                    <TableCell align="right">{translate('resources.collection-plan.fields.collection_frequency')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.results.map((row) => (
                    <TableRow key={row.plan_id}>
                      <TableCell
                        data-label={translate('resources.collection-plan.fields.next_collection_date')}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        <DueDateChip date={row.next_collection_date} warningDays={REMINDER_DAYS} />
                      </TableCell>
                      <TableCell data-label={translate('resources.residue.fields.ler_code')}>{row.ler_code}</TableCell>
                      <TableCell data-label={translate('resources.residue.name_one')}>
                        <Link to={planPath(centerId, row.plan_id)}>{row.residue}</Link>
                      </TableCell>
                      <TableCell data-label={translate('resources.collection-plan.fields.carrier_id')}>{row.carrier}</TableCell>
                      <TableCell data-label={translate('resources.collection-plan.fields.manager_id')}>{row.manager}</TableCell>
                      <TableCell data-label={translate('resources.collection-plan.fields.last_collection_date')}>
                        {row.last_collection_date ? formatDate(row.last_collection_date) : '—'}
                      </TableCell>
                      <TableCell data-label={translate('resources.collection-plan.fields.collection_frequency')} align="right">
                        {format({ kind: 'number' }, row.collection_frequency)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
    </WasteLayout>
  );
};

interface ExpiredDocument {
  plan_id: number;
  ler_code: string;
  residue: string;
  document: string;
  state: 'missing' | 'expired';
  party: string | null;
}

/** .../reports/expired-documents: the required documents missing or expired, and expired carrier/manager authorisations, and as .xlsx. */
export const ExpiredDocumentsPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const report = useModuleQuery([centerId, 'expired-documents'], (dataProvider) =>
    dataProvider.getWasteReport<{ count: number; results: ExpiredDocument[] }>(centerId, 'expired-documents'),
  );
  return (
    <WasteLayout tab="expired-documents">
      {!report ? (
        <Loading />
      ) : (
        <Card>
          <Export report="expired-documents" />
          {report.count === 0 ? (
            <Alert severity="success">{translate('waste.reports.all_documents')}</Alert>
          ) : (
            <TableContainer sx={plainTablePhoneStyles}>
              <Table size="small" aria-label={translate('waste.pages.expired-documents')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.residue.fields.ler_code')}</TableCell>
                    <TableCell>{translate('resources.residue.name_one')}</TableCell>
                    <TableCell>{translate('waste.reports.document')}</TableCell>
                    <TableCell>{translate('waste.reports.state')}</TableCell>
                    <TableCell>{translate('waste.reports.party')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.results.map((row, index) => (
                    <TableRow key={`${row.plan_id}-${row.document}-${index}`}>
                      <TableCell data-label={translate('resources.residue.fields.ler_code')}>{row.ler_code}</TableCell>
                      <TableCell data-label={translate('resources.residue.name_one')}>
                        <Link to={planPath(centerId, row.plan_id)}>{row.residue}</Link>
                      </TableCell>
                      <TableCell data-label={translate('waste.reports.document')}>
                        {translate(`waste.reports.documents.${row.document}`)}
                      </TableCell>
                      <TableCell data-label={translate('waste.reports.state')}>
                        <Chip
                          size="small"
                          color="error"
                          variant={row.state === 'missing' ? 'outlined' : 'filled'}
                          label={translate(`waste.documents.${row.state}`)}
                        />
                      </TableCell>
                      <TableCell data-label={translate('waste.reports.party')}>{row.party}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
    </WasteLayout>
  );
};

interface ModuleConfig {
  center_id: number;
  default_carrier_id: number | null;
  default_manager_id: number | null;
  reminder_days_before: number;
  reminder_recipients: string[];
}

const toLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : value);
const fromLines = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
const EMAILS = (value: unknown) => {
  const list = Array.isArray(value) ? value : fromLines(String(value ?? ''));
  return list.every((item) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(item))) ? undefined : 'waste.config.invalid_recipients';
};

/** .../configuration: default carrier and manager of new plans, and the reminders before each collection. */
export const ConfigurationPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const canWrite = usePermissions<Role>().permissions !== 'client';
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const config = useModuleQuery([centerId, 'config'], (provider) => provider.getWasteConfig<ModuleConfig>(centerId));
  const save = async (values: Record<string, unknown>) => {
    const body = {
      centerId: Number(centerId),
      default_carrier_id: values.default_carrier_id ? Number(values.default_carrier_id) : null,
      default_manager_id: values.default_manager_id ? Number(values.default_manager_id) : null,
      reminder_days_before: Number(values.reminder_days_before),
      reminder_recipients: Array.isArray(values.reminder_recipients)
        ? values.reminder_recipients
        : fromLines(String(values.reminder_recipients ?? '')),
    };
    try {
      queryClient.setQueryData(wasteQueryKey([centerId, 'config']), await dataProvider.saveWasteConfig<ModuleConfig>(centerId, body));
      notify('waste.config.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      await reportError(error as Error);
      return isApiError(error) ? error.body.errors : undefined;
    }
  };
  return (
    <WasteLayout tab="configuration">
      {!config ? (
        <Loading />
      ) : (
        <Card>
          <Alert severity="info" sx={{ m: 2 }}>
            {translate('waste.config.about')}
          </Alert>
          <SimpleForm
            record={config}
            onSubmit={save}
            disabled={!canWrite}
            toolbar={
              canWrite ? (
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              ) : (
                false
              )
            }
          >
            <FormGrid columns="1fr 1fr">
              <ReferenceInput source="default_carrier_id" reference="residue-carrier" perPage={100}>
                <AutocompleteInput label="waste.config.default_carrier_id" optionText="name" />
              </ReferenceInput>
              <ReferenceInput source="default_manager_id" reference="residue-manager" perPage={100}>
                <AutocompleteInput label="waste.config.default_manager_id" optionText="name" />
              </ReferenceInput>
              <NumberInput
                source="reminder_days_before"
                label="waste.config.reminder_days_before"
                helperText="waste.config.reminder_days_help"
                min={0}
                max={365}
                step={1}
                validate={[required(), minValue(0), maxValue(365)]}
              />
              <TextInput
                source="reminder_recipients"
                label="waste.config.reminder_recipients"
                helperText="waste.config.reminder_recipients_help"
                multiline
                minRows={2}
                format={toLines}
                validate={EMAILS}
                className={FULL_ROW}
              />
            </FormGrid>
          </SimpleForm>
        </Card>
      )}
    </WasteLayout>
  );
};

interface WasteFile {
  kind: string;
  url: string | null;
  name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
  date: string;
  residue: { id: number; ler_code: string; name: string };
  collection_plan_id: number;
  residue_collection_id: number | null;
  incidence_id: number | null;
}
/** A file size in the interface's number format ("1,5 MB"). */
const sizeText = (bytes: number, { format }: FieldFormat) =>
  bytes >= 1_048_576
    ? `${format({ kind: 'number' }, Math.round(bytes / 104_857.6) / 10)}\u00a0MB`
    : `${format({ kind: 'number' }, Math.max(1, Math.round(bytes / 1024)))}\u00a0kB`;

/** .../file-management: every file of the module (contracts, NTs, photos, DIs, delivery notes, incidences), by kind and residue, downloadable. */
export const FileManagementPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const numbers = useFieldFormat();
  const [kind, setKind] = useState('');
  const [residueId, setResidueId] = useState('');
  const [page, setPage] = useState(0);
  const pageSize = 25;
  const query = new URLSearchParams({
    page: String(page + 1),
    pageSize: String(pageSize),
    ...(kind ? { kind } : {}),
    ...(residueId ? { residueId } : {}),
  });
  const answer = useModuleQuery([centerId, 'files', query.toString()], (dataProvider) =>
    dataProvider.getWasteFiles<{ count: number; results: WasteFile[] }>(centerId, Object.fromEntries(query)),
  );
  const plans = useModuleQuery([centerId, 'plans'], (dataProvider) =>
    dataProvider.getList<Plan>('collection-plan', {
      filter: { centerId },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'id', order: 'ASC' },
    }),
  );
  const residues = [...new Map((plans?.data ?? []).map((plan) => [plan.residue.id, plan.residue])).values()];
  const owner = (row: WasteFile) => {
    if (row.incidence_id && row.residue_collection_id) return incidencePath(centerId, row.residue_collection_id, row.incidence_id);
    if (row.residue_collection_id) return collectionPath(centerId, row.residue_collection_id);
    return planPath(centerId, row.collection_plan_id);
  };
  return (
    <WasteLayout tab="file-management">
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label={translate('waste.files.kind')}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              setPage(0);
            }}
            sx={{ flex: { sm: 1 }, minWidth: { sm: 240 } }}
          >
            <MenuItem value="">{translate('waste.files.all')}</MenuItem>
            {WASTE_FILE_KINDS.map((item) => (
              <MenuItem key={item} value={item}>
                {translate(`waste.files.kinds.${item}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('resources.residue.name_one')}
            value={residueId}
            onChange={(event) => {
              setResidueId(event.target.value);
              setPage(0);
            }}
            sx={{ flex: { sm: 2 }, minWidth: { sm: 300 } }}
          >
            <MenuItem value="">{translate('waste.files.all')}</MenuItem>
            {residues.map((residue) => (
              <MenuItem key={residue.id} value={String(residue.id)}>{`${residue.ler_code} ${residue.name}`}</MenuItem>
            ))}
          </TextField>
        </Stack>
        {!answer ? (
          <Loading />
        ) : answer.count === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            {translate('waste.files.empty')}
          </Alert>
        ) : (
          <>
            <TableContainer sx={plainTablePhoneStyles}>
              <Table size="small" aria-label={translate('waste.pages.file-management')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('waste.files.date')}</TableCell>
                    <TableCell>{translate('waste.files.kind')}</TableCell>
                    <TableCell>{translate('resources.residue.name_one')}</TableCell>
                    <TableCell>{translate('waste.files.file')}</TableCell>
                    <TableCell align="right">{translate('waste.files.size')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.results.map((row) => (
                    <TableRow key={`${row.kind}-${row.url}`}>
                      <TableCell data-label={translate('waste.files.date')}>{formatDate(row.date)}</TableCell>
                      <TableCell data-label={translate('waste.files.kind')}>
                        <Link to={owner(row)}>{translate(`waste.files.kinds.${row.kind}`)}</Link>
                      </TableCell>
                      <TableCell
                        data-label={translate('resources.residue.name_one')}
                      >{`${row.residue.ler_code} ${row.residue.name}`}</TableCell>
                      <TableCell data-label={translate('waste.files.file')}>
                        {row.url && (
                          <MuiLink
                            href={row.url}
                            target="_blank"
                            rel="noopener"
                            download={row.name}
                            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                          >
                            <DownloadIcon fontSize="small" />
                            {row.name}
                          </MuiLink>
                        )}
                      </TableCell>
                      <TableCell data-label={translate('waste.files.size')} align="right">
                        {sizeText(row.size, numbers)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={answer.count}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
              onPageChange={(_, next) => setPage(next)}
            />
          </>
        )}
      </Card>
    </WasteLayout>
  );
};
