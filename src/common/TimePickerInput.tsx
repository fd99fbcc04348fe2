import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import type { TextInputProps } from 'react-admin';
import { usePickerLocale } from './DatePickerInput';
import { usePickerField } from './usePickerField';

const HH_MM = /^(\d{2}):(\d{2})/;
const two = (value: number) => String(value).padStart(2, '0');

/** The form's HH:mm as a Date today at that time, or null. */
export const fromTimeValue = (value: unknown): Date | null => {
  const time = typeof value === 'string' ? HH_MM.exec(value) : null;
  if (!time) return null;
  const date = new Date();
  date.setHours(Number(time[1]), Number(time[2]), 0, 0);
  return date;
};

export const toTimeValue = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;

/**
 * A time of day (a dedication's start or end) on MUI X's time picker in the UI language, 24-hour HH:mm,
 * kept in the form (and sent) as "HH:mm", empty as null: the label never sits on the browser's "--:--".
 */
const TimePickerInput = ({ className, sx, ...props }: TextInputProps) => {
  const pickerLocale = usePickerLocale();
  const { textField, ...picker } = usePickerField(props, { fromForm: fromTimeValue, toForm: toTimeValue });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopTimePicker {...picker} format="HH:mm" ampm={false} className={className} sx={sx} slotProps={{ textField }} />
    </LocalizationProvider>
  );
};

export default TimePickerInput;
