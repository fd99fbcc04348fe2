import type { ReactNode } from 'react';
import { CreateBase, EditBase, useNotify, useRefresh, type RaRecord, type TransformData } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';

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
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      within={(form) =>
        record.id === undefined ? (
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
        )
      }
    >
      {children}
    </FormDialog>
  );
};
