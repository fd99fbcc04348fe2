import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';

interface FormDialogProps {
  /** Already translated. */
  title: string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** The form's record and onSubmit, when no create/edit controller around it provides them. */
  form?: Pick<FormProps, 'record' | 'onSubmit'>;
  /** Puts the form inside a controller (CreateBase, EditBase) that saves it. */
  within?: (form: ReactNode) => ReactNode;
  /** Save without a change first (a new record that starts from given values). */
  alwaysEnableSave?: boolean;
  /** The save button's words when "Save" is not what it does (a translation key). */
  saveLabel?: string;
  children: ReactNode;
}

/** A form in a dialog: its title, the inputs, Cancel and Save; the dialog is named by its title. */
export const FormDialog = ({
  title,
  onClose,
  maxWidth = 'sm',
  form,
  within = (inner) => inner,
  alwaysEnableSave,
  saveLabel,
  children,
}: FormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {within(
        <Form {...form}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {/* A text button at every width: react-admin's Button shows only its icon on a phone, and this has none. */}
            <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
            <SaveButton alwaysEnable={alwaysEnableSave} label={saveLabel} />
          </DialogActions>
        </Form>,
      )}
    </Dialog>
  );
};
