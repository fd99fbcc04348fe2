import { useState } from 'react';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { fromFormValue, isValidDate, usePickerLocale } from './DatePickerInput';
import { toApiDate } from './dates';

export interface DayPickerProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Told when what is typed is not a day (31/02/2026): `value` keeps the last complete day. */
  onInvalid?: () => void;
  /** Already translated; marks the field invalid and says why under it. */
  error?: string;
  required?: boolean;
}

/** A dd/MM/yyyy day outside a react-admin form (filters, dialogs of custom pages), holding YYYY-MM-DD like the form input. */
const DayPicker = ({ label, value, onChange, onInvalid, error, required }: DayPickerProps) => {
  const pickerLocale = usePickerLocale();
  // A half-typed day stays in the field; the page only hears complete days.
  const [shown, setShown] = useState<Date | null>(() => fromFormValue(value));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopDatePicker
        label={label}
        value={shown}
        format="dd/MM/yyyy"
        onChange={(date) => {
          setShown(date);
          if (date === null) onChange('');
          else if (isValidDate(date)) onChange(toApiDate(date));
          else onInvalid?.();
        }}
        slotProps={{ textField: { size: 'small', required, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
};

export default DayPicker;
