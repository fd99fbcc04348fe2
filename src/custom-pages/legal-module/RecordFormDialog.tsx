import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Button,
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  useNotify,
  useRefresh,
  type RaRecord,
  type TransformData,
} from 'react-admin';

const TITLE_ID = 'record-form-dialog-title';

interface RecordFormDialogProps {
  resource: string;
  /** Already translated. */
  title: string;
  /** The record to edit, or the values a new one starts from. */
  record: Partial<RaRecord>;
  /** The body the API takes: picks the written fields from what the form holds. */
  transform: TransformData;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Creates or edits a record of an evidence (document, action) in a dialog; pessimistic, so the server's
 * field errors land under the inputs before the dialog closes, and the page's lists reload after.
 */
export const RecordFormDialog = ({ resource, title, record, transform, onClose, children }: RecordFormDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const onSuccess = () => {
    notify(record.id === undefined ? 'ra.notification.created' : 'ra.notification.updated', {
      type: 'success',
      messageArgs: { smart_count: 1 },
    });
    refresh();
    onClose();
  };
  const form = (
    <Form>
      <DialogTitle id={TITLE_ID}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
      {record.id === undefined ? (
        <CreateBase resource={resource} record={record} redirect={false} transform={transform} mutationOptions={{ onSuccess }}>
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource={resource}
          id={record.id}
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={{ onSuccess }}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
};
