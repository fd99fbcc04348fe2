import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLongOperation } from '../layout/LongOperation';
import { useReportError } from './useReportError';

/** Downloads the list as the server's spreadsheet, with the filters and order on screen (the list's fixed filter too). */
export const SpreadsheetExportButton = () => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();

  const exportSpreadsheet = () =>
    runLongOperation(
      () => dataProvider.downloadSpreadsheet(resource, { filter: { ...filter, ...filterValues }, sort }),
      'app.exporting',
    ).catch(reportError);

  return (
    <Button label="ra.action.export" onClick={exportSpreadsheet} disabled={total === 0}>
      <DownloadIcon />
    </Button>
  );
};
