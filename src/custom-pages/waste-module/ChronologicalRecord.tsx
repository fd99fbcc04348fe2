import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DayPicker } from '../../common/DateInput';
import { useCenterToday } from '../../common/centerZone';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';

/**
 * The archivo cronológico (Ley 7/2022 art. 64), beside the collection history it is made of: the center's
 * collections between two days, downloaded as a workbook. The current year so far by default.
 */
export const ChronologicalRecordButton = ({ centerId }: { centerId: string }) => {
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const today = useCenterToday(centerId);
  const [startDate, setStartDate] = useState(`${today.slice(0, 4)}-01-01`);
  const [endDate, setEndDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const backwards = Boolean(startDate && endDate && endDate < startDate);
  const download = () => {
    setBusy(true);
    dataProvider
      .downloadChronologicalRecord(centerId, startDate, endDate)
      .then(() => setOpen(false))
      .catch(reportError)
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="small" startIcon={<HistoryEduIcon />} onClick={() => setOpen(true)}>
        {translate('waste.record.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="chronological-record-title" fullWidth maxWidth="xs">
        <DialogTitle id="chronological-record-title">{translate('waste.record.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('waste.record.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <DayPicker label={translate('waste.record.start_date')} value={startDate} onChange={setStartDate} />
            <DayPicker label={translate('waste.record.end_date')} value={endDate} onChange={setEndDate} />
          </Stack>
          {backwards && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('waste.record.end_before_start')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={busy || backwards || !startDate || !endDate}
            onClick={download}
          >
            {translate('waste.record.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
