import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLongOperation } from '../layout/LongOperation';
import { useReportError } from './useReportError';

/** Downloads the list as the server's spreadsheet, with the filters and order on screen (the list's fixed filter too). */
export const SpreadsheetExportButton = () => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const translate = useTranslate();

  const exportSpreadsheet = () =>
    runLongOperation(
      () => dataProvider.downloadSpreadsheet(resource, { filter: { ...filter, ...filterValues }, sort }),
      'app.exporting',
    ).catch(reportError);

  return (
    // Named again: on a phone react-admin draws a disabled Button as an icon without its label.
    <Button label="ra.action.export" aria-label={translate('ra.action.export')} onClick={exportSpreadsheet} disabled={total === 0}>
      <DownloadIcon />
    </Button>
  );
};
