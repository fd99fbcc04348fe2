import { useEffect, useState } from 'react';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { FieldTitle, InputHelperText, useInput, useTranslate, type TextInputProps } from 'react-admin';
import { isValidDate, usePickerLocale } from './DatePickerInput';

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
const TimePickerInput = ({ label, source, resource, helperText, className, sx, validate, defaultValue, disabled, readOnly }: TextInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, resource, validate, defaultValue, disabled, readOnly });
  const [shown, setShown] = useState<Date | null>(() => fromTimeValue(field.value));
  useEffect(() => {
    const fromForm = fromTimeValue(field.value);
    setShown((current) => (isValidDate(current) && fromForm && toTimeValue(current) === toTimeValue(fromForm)) || (!fromForm && current && !isValidDate(current)) ? current : fromForm);
  }, [field.value]);
  const pickerLocale = usePickerLocale();
  const typedButInvalid = shown !== null && !isValidDate(shown);
  const invalid = fieldState.invalid || typedButInvalid;
  const errorText = typedButInvalid ? translate('date_input.invalid') : fieldState.error?.message;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopTimePicker
        value={shown}
        format="HH:mm"
        ampm={false}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(date) => {
          setShown(date);
          field.onChange(isValidDate(date) ? toTimeValue(date) : null);
        }}
        onClose={field.onBlur}
        className={className}
        sx={sx}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            margin: 'dense',
            variant: 'filled',
            size: 'small',
            error: invalid,
            label: label === false ? undefined : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />,
            helperText: <InputHelperText error={invalid ? errorText : undefined} helperText={helperText} />,
          },
        }}
      />
    </LocalizationProvider>
  );
};

export default TimePickerInput;
