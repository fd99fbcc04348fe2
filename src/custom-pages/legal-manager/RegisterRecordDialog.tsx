import type { ReactNode } from 'react';
import { ResourceContextProvider, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { FormGrid } from '../../common/FormGrid';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { RegisterResource } from './registerRecords';

export interface RegisterRecordDialogProps {
  resource: RegisterResource;
  /** The record to edit, or the starting values of a new one (its parent, its order). */
  record: Partial<RaRecord>;
  inputs: ReactNode;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits one record of any register level without leaving the tree. */
export const RegisterRecordDialog = ({ resource, record, inputs, onClose, onSaved }: RegisterRecordDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const reportError = useReportError();
  const editing = record.id !== undefined;

  const save = async (values: Partial<RaRecord>) => {
    try {
      if (editing) await dataProvider.update(resource, { id: record.id, data: values, previousData: record });
      else await dataProvider.create(resource, { data: values });
      notify(editing ? 'ra.notification.updated' : 'ra.notification.created', {
        type: 'info',
        messageArgs: { smart_count: 1, _: editing ? 'Element updated' : 'Element created' },
      });
      onSaved();
    } catch (error) {
      // Field errors go under their inputs; anything else is a toast.
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  const title = translate(`legalRegister.dialog.${editing ? 'edit' : 'create'}`, {
    level: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
    _: editing ? 'Edit {{level}}' : 'New {{level}}',
  });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      maxWidth="md"
      form={{ record, onSubmit: save }}
      alwaysEnableSave={!editing}
      within={(form) => <ResourceContextProvider value={resource}>{form}</ResourceContextProvider>}
    >
      <FormGrid columns="1fr 1fr">{inputs}</FormGrid>
    </FormDialog>
  );
};
