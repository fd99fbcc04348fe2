import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Button, Form, SaveButton, type FormProps } from 'react-admin';

interface FormDialogProps {
  /** Already translated. */
  title: string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** The form's record and onSubmit, when no create/edit controller around it provides them. */
  form?: Pick<FormProps, 'record' | 'onSubmit'>;
  /** Puts the form inside a controller (CreateBase, EditBase) that saves it. */
  within?: (form: ReactNode) => ReactNode;
  children: ReactNode;
}

/** A form in a dialog: its title, the inputs, Cancel and Save; the dialog is named by its title. */
export const FormDialog = ({ title, onClose, maxWidth = 'sm', form, within = (inner) => inner, children }: FormDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {within(
        <Form {...form}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} />
            <SaveButton />
          </DialogActions>
        </Form>,
      )}
    </Dialog>
  );
};
