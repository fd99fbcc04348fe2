import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useReportError } from './useReportError';

interface DeleteButtonProps {
  /** The record's resource and id: DELETE /api/{resource}/{id} through the dataProvider. */
  resource: string;
  id: Identifier;
  /** How the confirmation names what goes, e.g. the indicator's name or "2026-03 · 41,5". */
  name: string;
  /** Catalogue key of what else goes with it, said in the confirmation. */
  content?: string;
  onDeleted: () => void;
  /** A row's icon button instead of a labelled button. */
  icon?: boolean;
}

/** Deletes one record of the API after a confirmation that names it; the row or page reloads after. */
export const DeleteButton = ({ resource, id, name, content = 'app.delete.content', onDeleted, icon = false }: DeleteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      setOpen(false);
      onDeleted();
    } catch (error) {
      void reportError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  const label = `${translate('ra.action.delete')}: ${name}`;
  return (
    // Inside a clickable row: neither the button nor the confirmation (a portal, whose clicks bubble up through
    // React) may open the row.
    <span onClick={(event) => event.stopPropagation()}>
      {icon ? (
        <Tooltip title={translate('ra.action.delete')}>
          <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label="ra.action.delete" color="error" aria-label={label} onClick={() => setOpen(true)}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.delete.title"
        content={content}
        translateOptions={{ name }}
        onConfirm={remove}
        onClose={() => setOpen(false)}
        confirmColor="warning"
      />
    </span>
  );
};
