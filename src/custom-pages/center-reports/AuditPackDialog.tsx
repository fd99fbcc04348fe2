import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useTranslate, type Identifier } from 'react-admin';
import { DayPicker } from '../../common/DateInput';
import { useCenterToday } from '../../common/centerZone';
import type { DocumentLanguage } from '../../common/DocumentLanguageSelect';
import type { AppDataProvider } from '../../dataProvider';
import { defaultPeriod, INVALID, MAX_PACK_YEARS, periodProblems, type PeriodProblem } from './period';

interface AuditPackDialogProps {
  centerId: Identifier;
  /** The language the pack is written in (chosen beside the button that opens the dialog). */
  language: DocumentLanguage;
  open: boolean;
  /** Focus goes back to the button that opened the dialog. */
  onClose: () => void;
}

/** The period of an audit pack (this year so far by default), checked as it is typed, and its download. */
export const AuditPackDialog = ({ centerId, language, open, onClose }: AuditPackDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // On the center's home, inside its zone.
  const today = useCenterToday();
  const [period, setPeriod] = useState(() => defaultPeriod(today));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = periodProblems(period.from, period.to);
  const message = (problem: PeriodProblem | undefined) => problem && translate(`auditPack.errors.${problem}`, { years: MAX_PACK_YEARS });
  const set = (field: 'from' | 'to') => (value: string) => {
    setFailure(undefined);
    setPeriod((current) => ({ ...current, [field]: value }));
  };

  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await dataProvider.downloadAuditPack(centerId, period.from, period.to, language);
      onClose();
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) {
        const reason = error instanceof Error ? translate(error.message, { _: error.message }) : String(error);
        setFailure(translate('auditPack.failed', { message: reason }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('auditPack.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('auditPack.dialog_help')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <DayPicker
            label={translate('auditPack.from')}
            value={period.from}
            onChange={set('from')}
            onInvalid={() => set('from')(INVALID)}
            error={message(problems.from)}
            required
          />
          <DayPicker
            label={translate('auditPack.to')}
            value={period.to}
            onChange={set('to')}
            onInvalid={() => set('to')(INVALID)}
            error={message(problems.to)}
            required
          />
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
          disabled={busy || Boolean(problems.from || problems.to)}
          aria-busy={busy}
          onClick={download}
        >
          {translate(busy ? 'auditPack.downloading' : 'auditPack.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
