import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { DocumentLanguageSelect, useDocumentLanguage } from '../../common/DocumentLanguageSelect';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';
import { AuditPackDialog } from './AuditPackDialog';

/**
 * The center home's reports: the center report as a PDF (for the consultancy's client) and, when the center keeps
 * evidences (legal module on), the audit pack of a period; both in the language chosen beside them (the reader's).
 */
export const CenterReportsCard = ({ centerId, withAuditPack }: { centerId: Identifier; withAuditPack: boolean }) => {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useDocumentLanguage();
  const downloadReport = () =>
    runLongOperation(() => dataProvider.downloadCenterReport(centerId, {}, language), 'app.exporting').catch(reportError);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate('auditPack.card_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(withAuditPack ? 'auditPack.card_help' : 'auditPack.card_help_report')}
        </Typography>
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <DocumentLanguageSelect value={language} onChange={setLanguage} />
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={downloadReport}>
            {translate('auditPack.report_download')}
          </Button>
          {withAuditPack && (
            <Button variant="outlined" startIcon={<FolderZipIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
              {translate('auditPack.open')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {withAuditPack && <AuditPackDialog centerId={centerId} language={language} open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
};
