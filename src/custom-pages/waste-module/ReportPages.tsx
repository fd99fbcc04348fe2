import { Alert, Button, Card, CardActions, Chip, Link as MuiLink, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput, Loading, NumberInput, ReferenceInput, required, SaveButton, SimpleForm, TextInput, Toolbar, minValue, maxValue,
  useNotify, usePermissions, useTranslate,
} from 'react-admin';
import type { Role } from '../../../contract/roles';
import { toDisplayDate } from '../../common/dates';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useNumberFormat } from '../../common/useNumberFormat';
import { useReportError } from '../../common/useReportError';
import { apiClient } from '../../dataProvider';
import { isApiError } from '../../dataProvider/apiError';
import { saveAttachment } from '../../dataProvider/download';
import { collectionPath, incidencePath, planPath } from './paths';
import { useCenterId, WasteLayout } from './WasteLayout';

const base = (centerId: string) => `/residue-module/${encodeURIComponent(centerId)}`;

/** A GET of the module (undefined while loading); errors become a toast. */
const useModuleJson = <T,>(path: string) => {
  const reportError = useReportError();
  const [data, setData] = useState<T>();
  useEffect(() => {
    let current = true;
    setData(undefined);
    apiClient.json<T>(path).then((answer) => current && setData(answer)).catch(reportError);
    return () => { current = false; };
  }, [path, reportError]);
  return [data, setData] as const;
};

const Export = ({ path, name }: { path: string; name: string }) => {
  const translate = useTranslate();
  const reportError = useReportError();
  const download = async () => saveAttachment(await apiClient.send(path, { query: new URLSearchParams({ format: 'xlsx' }) }), name);
  return (
    <CardActions sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => download().catch(reportError)}>{translate('ra.action.export')}</Button>
    </CardActions>
  );
};

interface NextCollection {
  plan_id: number; next_collection_date: string; last_collection_date: string | null; ler_code: string; residue: string;
  carrier: string | null; manager: string | null; collection_frequency: number | null;
}

/** .../reports/next-collections: each current plan's next collection (from its frequency), soonest first, and as .xlsx. */
export const NextCollectionsPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const path = `${base(centerId)}/reports/next-collections`;
  const [report] = useModuleJson<{ count: number; results: NextCollection[] }>(path);
  return (
    <WasteLayout tab="next-collections">
      {!report ? <Loading /> : (
        <Card>
          <Export path={path} name="next-collections.xlsx" />
          {report.count === 0 ? <Alert severity="info">{translate('waste.reports.no_collections')}</Alert> : (
            <Table size="small" aria-label={translate('waste.pages.next-collections')} sx={{ overflowX: 'auto', display: { xs: 'block', md: 'table' } }}>
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
                    <TableCell>{toDisplayDate(row.next_collection_date)}</TableCell>
                    <TableCell>{row.ler_code}</TableCell>
                    <TableCell><Link to={planPath(centerId, row.plan_id)}>{row.residue}</Link></TableCell>
                    <TableCell>{row.carrier}</TableCell>
                    <TableCell>{row.manager}</TableCell>
                    <TableCell>{row.last_collection_date ? toDisplayDate(row.last_collection_date) : '—'}</TableCell>
                    <TableCell align="right">{row.collection_frequency}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </WasteLayout>
  );
};

interface ExpiredDocument { plan_id: number; ler_code: string; residue: string; document: string; state: 'missing' | 'expired'; party: string | null }

/** .../reports/expired-documents: the required documents missing or expired, and expired carrier/manager authorisations, and as .xlsx. */
export const ExpiredDocumentsPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const path = `${base(centerId)}/reports/expired-documents`;
  const [report] = useModuleJson<{ count: number; results: ExpiredDocument[] }>(path);
  return (
    <WasteLayout tab="expired-documents">
      {!report ? <Loading /> : (
        <Card>
          <Export path={path} name="expired-documents.xlsx" />
          {report.count === 0 ? <Alert severity="success">{translate('waste.reports.all_documents')}</Alert> : (
            <Table size="small" aria-label={translate('waste.pages.expired-documents')} sx={{ overflowX: 'auto', display: { xs: 'block', md: 'table' } }}>
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
                    <TableCell>{row.ler_code}</TableCell>
                    <TableCell><Link to={planPath(centerId, row.plan_id)}>{row.residue}</Link></TableCell>
                    <TableCell>{translate(`waste.reports.documents.${row.document}`)}</TableCell>
                    <TableCell><Chip size="small" color="error" variant={row.state === 'missing' ? 'outlined' : 'filled'} label={translate(`waste.documents.${row.state}`)} /></TableCell>
                    <TableCell>{row.party}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </WasteLayout>
  );
};

interface ModuleConfig { center_id: number; default_carrier_id: number | null; default_manager_id: number | null; reminder_days_before: number; reminder_recipients: string[] }

const toLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : value);
const fromLines = (value: string) => value.split(/[\s,;]+/).map((item) => item.trim()).filter(Boolean);
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
  const path = `${base(centerId)}/config`;
  const [config, setConfig] = useModuleJson<ModuleConfig>(path);
  const save = async (values: Record<string, unknown>) => {
    const body = {
      centerId: Number(centerId),
      default_carrier_id: values.default_carrier_id ? Number(values.default_carrier_id) : null,
      default_manager_id: values.default_manager_id ? Number(values.default_manager_id) : null,
      reminder_days_before: Number(values.reminder_days_before),
      reminder_recipients: Array.isArray(values.reminder_recipients) ? values.reminder_recipients : fromLines(String(values.reminder_recipients ?? '')),
    };
    try {
      setConfig(await apiClient.json<ModuleConfig>(path, { method: 'PUT', body }));
      notify('waste.config.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      await reportError(error as Error);
      return isApiError(error) ? error.body.errors : undefined;
    }
  };
  return (
    <WasteLayout tab="configuration">
      {!config ? <Loading /> : (
        <Card>
          <Alert severity="info" sx={{ m: 2 }}>{translate('waste.config.about')}</Alert>
          <SimpleForm record={config} onSubmit={save} disabled={!canWrite} toolbar={canWrite ? <Toolbar><SaveButton /></Toolbar> : false}>
            <FormGrid columns="1fr 1fr">
              <ReferenceInput source="default_carrier_id" reference="residue-carrier" perPage={100}>
                <AutocompleteInput label="waste.config.default_carrier_id" optionText="name" />
              </ReferenceInput>
              <ReferenceInput source="default_manager_id" reference="residue-manager" perPage={100}>
                <AutocompleteInput label="waste.config.default_manager_id" optionText="name" />
              </ReferenceInput>
              <NumberInput source="reminder_days_before" label="waste.config.reminder_days_before" helperText="waste.config.reminder_days_help" min={0} max={365} step={1}
                validate={[required(), minValue(0), maxValue(365)]} />
              <TextInput source="reminder_recipients" label="waste.config.reminder_recipients" helperText="waste.config.reminder_recipients_help" multiline minRows={2}
                format={toLines} validate={EMAILS} className={FULL_ROW} />
            </FormGrid>
          </SimpleForm>
        </Card>
      )}
    </WasteLayout>
  );
};

const FILE_KINDS = ['treatment_contract', 'previous_notification', 'container_photo', 'collection_document', 'delivery_note', 'incidence'] as const;
interface WasteFile {
  kind: string; url: string | null; name: string; content_type: string; size: number; uploaded_at: string; date: string;
  residue: { id: number; ler_code: string; name: string }; collection_plan_id: number; residue_collection_id: number | null; incidence_id: number | null;
}
/** A file size in the interface's number format ("1,5 MB"). */
const sizeText = (bytes: number, numbers: Intl.NumberFormat) => (bytes >= 1_048_576 ? `${numbers.format(Math.round(bytes / 104_857.6) / 10)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** .../file-management: every file of the module (contracts, NTs, photos, DIs, delivery notes, incidences), by kind and residue, downloadable. */
export const FileManagementPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const numbers = useNumberFormat();
  const [kind, setKind] = useState('');
  const [residueId, setResidueId] = useState('');
  const [page, setPage] = useState(0);
  const pageSize = 25;
  const query = new URLSearchParams({ page: String(page + 1), pageSize: String(pageSize), ...(kind ? { kind } : {}), ...(residueId ? { residueId } : {}) });
  const [answer] = useModuleJson<{ count: number; results: WasteFile[] }>(`${base(centerId)}/files?${query.toString()}`);
  const [plans] = useModuleJson<{ results: { residue: { id: number; ler_code: string; name: string } }[] }>(`/collection-plan?centerId=${encodeURIComponent(centerId)}&pageSize=200`);
  const residues = [...new Map((plans?.results ?? []).map((plan) => [plan.residue.id, plan.residue])).values()];
  const owner = (row: WasteFile) => {
    if (row.incidence_id && row.residue_collection_id) return incidencePath(centerId, row.residue_collection_id, row.incidence_id);
    if (row.residue_collection_id) return collectionPath(centerId, row.residue_collection_id);
    return planPath(centerId, row.collection_plan_id);
  };
  return (
    <WasteLayout tab="file-management">
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField select size="small" label={translate('waste.files.kind')} value={kind} onChange={(event) => { setKind(event.target.value); setPage(0); }} sx={{ minWidth: 240 }}>
            <MenuItem value="">{translate('waste.files.all')}</MenuItem>
            {FILE_KINDS.map((item) => <MenuItem key={item} value={item}>{translate(`waste.files.kinds.${item}`)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={translate('resources.residue.name_one')} value={residueId} onChange={(event) => { setResidueId(event.target.value); setPage(0); }} sx={{ minWidth: 300 }}>
            <MenuItem value="">{translate('waste.files.all')}</MenuItem>
            {residues.map((residue) => <MenuItem key={residue.id} value={String(residue.id)}>{`${residue.ler_code} ${residue.name}`}</MenuItem>)}
          </TextField>
        </Stack>
        {!answer ? <Loading /> : answer.count === 0 ? <Alert severity="info" sx={{ m: 2 }}>{translate('waste.files.empty')}</Alert> : (
          <>
            <Table size="small" aria-label={translate('waste.pages.file-management')} sx={{ overflowX: 'auto', display: { xs: 'block', md: 'table' } }}>
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
                    <TableCell>{toDisplayDate(row.date)}</TableCell>
                    <TableCell><Link to={owner(row)}>{translate(`waste.files.kinds.${row.kind}`)}</Link></TableCell>
                    <TableCell>{`${row.residue.ler_code} ${row.residue.name}`}</TableCell>
                    <TableCell>
                      {row.url && (
                        <MuiLink href={row.url} target="_blank" rel="noopener" download={row.name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                          <DownloadIcon fontSize="small" />{row.name}
                        </MuiLink>
                      )}
                    </TableCell>
                    <TableCell align="right">{sizeText(row.size, numbers)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination component="div" count={answer.count} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]} labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`} onPageChange={(_, next) => setPage(next)} />
          </>
        )}
      </Card>
    </WasteLayout>
  );
};
