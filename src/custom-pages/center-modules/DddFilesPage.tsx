import DownloadIcon from '@mui/icons-material/Download';
import { Card, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { CenterModuleLayout } from './CenterModuleLayout';
import { dddTabs } from './dddTabs';
import { useApi } from './useApi';

interface DddFile { service_id: number; service_date: string; treatment_type: string; kind: string; file: string; file_name: string; size: number }

/** /center/ddd-module/{centerId}/file-management: every certificate of the module, downloadable. */
const DddFilesPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { data } = useApi<{ results: DddFile[] }>(`/ddd-module/${encodeURIComponent(centerId)}/files`);
  return (
    <CenterModuleLayout module="ddd" heading={translate('ddd.pages.files', { _: 'File management' })} tabs={dddTabs(centerId)} current="files">
      {!data ? <Loading /> : (
        <Card>
          {data.results.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">{translate('ddd.no_files', { _: 'No file yet.' })}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.ddd-service.fields.service_date')}</TableCell>
                  <TableCell>{translate('resources.ddd-service.fields.treatment_type')}</TableCell>
                  <TableCell>{translate('ddd.file_kind')}</TableCell>
                  <TableCell>{translate('resources.ddd-service.fields.certificate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.results.map((file) => (
                  <TableRow key={`${file.service_id}-${file.kind}`}>
                    <TableCell>{toDisplayDate(file.service_date)}</TableCell>
                    <TableCell>{translate(`ddd.treatments.${file.treatment_type}`, { _: file.treatment_type })}</TableCell>
                    <TableCell>{translate(`ddd.file_kinds.${file.kind}`, { _: file.kind })}</TableCell>
                    <TableCell>
                      <MuiLink href={file.file} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <DownloadIcon fontSize="small" />{file.file_name}
                      </MuiLink>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </CenterModuleLayout>
  );
};

export default DddFilesPage;
