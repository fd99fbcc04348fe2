import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { required, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { CANCELLABLE_STATES } from '../../../contract/requests';
import type { ClientRequest, RequestState } from '../../dataProvider/clientRequests';

type Step = 'accept' | 'return' | 'cancel';

/** What staff may do in a state (docs/requests-api.md): accept and return an answer, cancel what is not final. */
const reviewSteps = (state: RequestState): readonly Step[] => [
  ...(state === 'answered' ? (['accept', 'return'] as const) : []),
  ...(CANCELLABLE_STATES.includes(state) ? (['cancel'] as const) : []),
];

/** Withdrawing a request is final: it asks first. */
const CancelDialog = ({ onConfirm, onClose, busy }: { onConfirm: () => void; onClose: () => void; busy: boolean }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('requests.review.cancel_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('requests.review.cancel_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {translate('requests.review.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Staff's review of a request, following its state: accept an answer (files it where it belongs), return it with a
 * reason (a dialog that requires one), cancel a request not yet final. Each step answers the request as it now is.
 */
export const RequestReview = ({ request, onReviewed }: { request: ClientRequest; onReviewed: (reviewed: ClientRequest) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dialog, setDialog] = useState<Exclude<Step, 'accept'>>();
  const [busy, setBusy] = useState(false);
  // An accepted evidence document usually proves the evidence: marked fulfilled unless the technician says otherwise.
  const [fulfils, setFulfils] = useState(true);
  const provesEvidence = request.kind === 'evidence_document';
  const steps = reviewSteps(request.state);
  if (steps.length === 0) return null;

  const run = async (step: Step, call: () => Promise<ClientRequest>) => {
    setBusy(true);
    try {
      const reviewed = await call();
      notify(`requests.review.done.${step}`, { type: 'success' });
      setDialog(undefined);
      onReviewed(reviewed);
    } catch (error) {
      await reportError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  const sendBack = async (values: { reason?: string }) => {
    try {
      const reviewed = await dataProvider.returnRequest(request.id, String(values.reason ?? '').trim());
      notify('requests.review.done.return', { type: 'success' });
      setDialog(undefined);
      onReviewed(reviewed);
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  return (
    <Card component="section" aria-label={translate('requests.review.title')}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {steps.includes('accept') && (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              disabled={busy}
              onClick={() =>
                void run('accept', () =>
                  dataProvider.acceptRequest(request.id, provesEvidence && fulfils ? { evidence_state: 'FULFILLED' } : {}),
                )
              }
            >
              {translate('requests.review.accept')}
            </Button>
          )}
          {steps.includes('accept') && provesEvidence && (
            <FormControlLabel
              control={<Checkbox checked={fulfils} onChange={(event) => setFulfils(event.target.checked)} />}
              label={translate('requests.review.fulfils_evidence')}
            />
          )}
          {steps.includes('return') && (
            <Button variant="outlined" startIcon={<UndoIcon />} disabled={busy} onClick={() => setDialog('return')}>
              {translate('requests.review.return')}
            </Button>
          )}
          {steps.includes('cancel') && (
            <Button color="error" startIcon={<CancelIcon />} disabled={busy} onClick={() => setDialog('cancel')}>
              {translate('requests.review.cancel')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {dialog === 'return' && (
        <FormDialog
          title={translate('requests.review.return_title')}
          onClose={() => setDialog(undefined)}
          form={{ onSubmit: sendBack }}
          saveLabel="requests.review.return"
          alwaysEnableSave
        >
          <TextInput
            source="reason"
            label="requests.fields.return_reason"
            helperText="requests.review.reason_help"
            validate={required()}
            multiline
            minRows={3}
            fullWidth
          />
        </FormDialog>
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          busy={busy}
          onClose={() => setDialog(undefined)}
          onConfirm={() => void run('cancel', () => dataProvider.cancelRequest(request.id))}
        />
      )}
    </Card>
  );
};
