import DownloadIcon from '@mui/icons-material/Download';
import { Card, CardContent, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Button, Loading, useDataProvider, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { CenterModuleLayout } from './CenterModuleLayout';
import { dddTabs } from './dddTabs';
import { useModuleQuery } from '../../common/useModuleQuery';

interface DddFile {
  service_id: number;
  service_date: string;
  treatment_type: string;
  kind: string;
  file: string;
  file_name: string;
  size: number;
}

/** /center/ddd-module/{centerId}/file-management: the module's report (the services register) and every certificate, downloadable. */
const DddFilesPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useModuleQuery((provider) => provider.getDddFiles<DddFile>(centerId), `ddd-module/${centerId}/files`);
  const downloadRegister = async () => {
    try {
      await dataProvider.downloadSheet('ddd-service', { centerId }, 'pest-control-services.xlsx');
    } catch (error) {
      void reportError(error as Error);
    }
  };
  return (
    <CenterModuleLayout
      module="ddd"
      heading={translate('ddd.pages.files', { _: 'File management' })}
      tabs={dddTabs(centerId)}
      current="files"
    >
      <Card component="section" aria-label={translate('spreadsheet.files.ddd_services', { _: 'Pest-control service register' })}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button label="ddd.report.download" onClick={downloadRegister} variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              <DownloadIcon />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('ddd.report.help')}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {!data ? (
        <Loading />
      ) : (
        <Card>
          {data.results.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('ddd.no_files', { _: 'No file yet.' })}
            </Typography>
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
                      <MuiLink
                        href={file.file}
                        target="_blank"
                        rel="noopener"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <DownloadIcon fontSize="small" />
                        {file.file_name}
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
