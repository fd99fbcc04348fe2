import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Title, useDataProvider, useTranslate } from 'react-admin';
import { SPREADSHEET_CONTENT_TYPE, SPREADSHEET_FORMAT } from '../../../contract/paging';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type ImportSummary, type RowProblem } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';
import { ImportSummaryTable } from './ImportSummaryTable';
import { LEGAL_MANAGER_PATH } from './legalManagerPaths';
import { RowProblemsTable } from './RowProblemsTable';

/** Where the chosen workbook stands: previewed, imported, or refused with the server's reasons. */
type ImportOutcome =
  | { kind: 'preview' | 'imported'; result: ImportSummary }
  | { kind: 'invalid'; detail: string; problems: RowProblem[] }
  | { kind: 'refused'; detail: string };

/** /legal-manager/migration: the register out as .xlsx, and legacy data in after a dry run (admin). */
const LegalMigrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<ImportOutcome>();

  const exportRegister = () => runLongOperation(() => dataProvider.exportLegalRegister(), 'app.exporting').catch(reportError);

  const runImport = async (workbook: File, dryRun: boolean) => {
    try {
      const result = await runLongOperation(() => dataProvider.importLegalRegister(workbook, dryRun), 'app.saving');
      setOutcome({ kind: dryRun ? 'preview' : 'imported', result });
    } catch (error) {
      if (isApiError(error) && error.code === 'import_invalid') {
        setOutcome({ kind: 'invalid', detail: error.detail, problems: error.body.rows ?? [] });
      } else if (isApiError(error) && (error.status === 415 || error.status === 400)) {
        setOutcome({ kind: 'refused', detail: error.detail });
      } else {
        setOutcome(undefined);
        await reportError(error as Error);
      }
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it still counts as a change.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    runImport(chosen, true);
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="legalRegister.migration.title" />
      <Card>
        <CardHeader
          title={translate('legalRegister.migration.title', { _: 'Register migration' })}
          subheader={translate('legalRegister.migration.intro', {
            _: 'Export the register as a workbook, or import legacy data in the same layout: a dry run shows what would change first.',
          })}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
          action={
            <Button component={Link} to={LEGAL_MANAGER_PATH} label="legalRegister.manager.title">
              <ArrowBackIcon />
            </Button>
          }
        />
        <CardContent>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" label="legalRegister.migration.export" onClick={exportRegister}>
              <DownloadIcon />
            </Button>
            <Button variant="outlined" component="label" label="legalRegister.migration.choose_file">
              <>
                <UploadFileIcon />
                <input hidden type="file" accept={`.${SPREADSHEET_FORMAT},${SPREADSHEET_CONTENT_TYPE}`} onChange={chooseFile} />
              </>
            </Button>
          </Stack>
          {file && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {translate('legalRegister.migration.chosen', { name: file.name, _: 'File: {{name}}' })}
            </Typography>
          )}
          {outcome && <OutcomeReport outcome={outcome} onImport={() => file && runImport(file, false)} />}
        </CardContent>
      </Card>
    </Box>
  );
};

const OutcomeReport = ({ outcome, onImport }: { outcome: ImportOutcome; onImport: () => void }) => {
  const translate = useTranslate();
  switch (outcome.kind) {
    case 'preview':
      return (
        <Stack sx={{ mt: 2, gap: 2 }}>
          <Alert severity="info">
            {translate('legalRegister.migration.preview', {
              smart_count: outcome.result.rows,
              _: 'Dry run of {{count}} rows: nothing has been written yet.',
            })}
          </Alert>
          <ImportSummaryTable summary={outcome.result.summary} />
          <Box>
            <Button variant="contained" label="legalRegister.migration.import" onClick={onImport}>
              <PublishIcon />
            </Button>
          </Box>
        </Stack>
      );
    case 'imported':
      return (
        <Stack sx={{ mt: 2, gap: 2 }}>
          <Alert severity="success">
            {translate('legalRegister.migration.imported', { smart_count: outcome.result.rows, _: 'Imported {{count}} rows.' })}
          </Alert>
          <ImportSummaryTable summary={outcome.result.summary} />
        </Stack>
      );
    case 'invalid':
      return (
        <Stack sx={{ mt: 2, gap: 2 }}>
          <Alert severity="error">
            {translate('legalRegister.migration.nothing_imported', {
              count: outcome.problems.length,
              _: 'The file has problems: nothing was imported. Fix these rows and choose it again.',
            })}
          </Alert>
          <RowProblemsTable problems={outcome.problems} />
        </Stack>
      );
    case 'refused':
      return (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.detail}
        </Alert>
      );
  }
};

export default LegalMigrationPage;
