import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

interface TotpCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code is accepted too: it has letters, so phones show the full keyboard instead of the digits. */
  recovery?: boolean;
  /** Why the last try was refused, shown in place of the help. */
  error?: string | null;
  label?: string;
  helperText?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  name?: string;
}

/**
 * The one field for a code from the authenticator app (sign-in, profile, re-authentication): the browser and the phone
 * may fill it (`one-time-code`), "123 456" is taken as typed (the server drops the spaces), and a recovery code where
 * the caller allows one.
 */
export const TotpCodeField = ({
  value,
  onChange,
  recovery = false,
  error = null,
  label = 'two_factor.code',
  helperText = recovery ? 'two_factor.code_help' : 'two_factor.first_code_help',
  autoFocus,
  fullWidth,
  name = 'code',
}: TotpCodeFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      name={name}
      margin="dense"
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error || translate(helperText)}
      slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', maxLength: 40, spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
};

/** The same field inside a react-admin form (the profile's re-authentication): the server's refusal shows under it. */
export const TotpCodeInput = ({ source, label, helperText }: { source: string; label: string; helperText: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const refusal = fieldState.error?.message;
  return (
    <TotpCodeField
      recovery
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      label={label}
      helperText={helperText}
      error={refusal ? translate(refusal, { _: refusal }) : null}
    />
  );
};
