import { useEffect, useState } from 'react';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { caES, enUS, esES } from '@mui/x-date-pickers/locales';
import { ca, enGB, es } from 'date-fns/locale';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type DateInputProps } from 'react-admin';
import { toApiDate } from './dates';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The form's YYYY-MM-DD as the calendar day it names (local midnight), or null. */
export const fromFormValue = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const day = DAY_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : null;
};

export const isValidDate = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

const PICKER_LOCALES = {
  es_ES: { dateFns: es, texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
  ca_ES: { dateFns: ca, texts: caES.components.MuiLocalizationProvider.defaultProps.localeText },
  // British English keeps day/month/year, like the rest of the interface.
  en: { dateFns: enGB, texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
};

/** The picker's date-fns locale and texts for the UI language (Spanish when it has none). */
export const usePickerLocale = () => {
  const [locale] = useLocaleState();
  return PICKER_LOCALES[locale as keyof typeof PICKER_LOCALES] ?? PICKER_LOCALES.es_ES;
};

/**
 * react-admin's DateInput props on MUI X's date picker: typed or picked as dd/MM/yyyy in the UI
 * language, kept in the form (and sent) as YYYY-MM-DD, empty as null.
 */
const DatePickerInput = ({
  label, source, resource, helperText, fullWidth, disabled, readOnly, className, sx, margin, variant, size,
  defaultValue, validate, format, parse, onChange, onBlur,
}: DateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({
    source, resource, defaultValue, validate, format, parse, onChange, onBlur, disabled, readOnly,
  });
  // The picker keeps a half-typed date (an invalid Date) to itself; the form only ever holds YYYY-MM-DD or null.
  const [shown, setShown] = useState<Date | null>(() => fromFormValue(field.value));
  useEffect(() => {
    const fromForm = fromFormValue(field.value);
    setShown((current) => {
      const same = isValidDate(current) && isValidDate(fromForm) && toApiDate(current) === toApiDate(fromForm);
      return same || (fromForm === null && current !== null && !isValidDate(current)) ? current : fromForm;
    });
  }, [field.value]);

  const pickerLocale = usePickerLocale();
  const typedButInvalid = shown !== null && !isValidDate(shown);
  // As react-admin 5's own inputs: the form validates on submit, and an invalid field says so at once.
  const invalid = fieldState.invalid || typedButInvalid;
  const errorText = typedButInvalid ? translate('date_input.invalid') : fieldState.error?.message;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopDatePicker
        value={shown}
        format="dd/MM/yyyy"
        disabled={disabled}
        readOnly={readOnly}
        onChange={(date) => {
          setShown(date);
          field.onChange(isValidDate(date) ? toApiDate(date) : null);
        }}
        onClose={field.onBlur}
        className={className}
        sx={sx}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            fullWidth,
            margin: margin ?? 'dense',
            variant: variant ?? 'filled',
            size: size ?? 'small',
            error: invalid,
            label: label === false ? undefined : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />,
            helperText: <InputHelperText error={invalid ? errorText : undefined} helperText={helperText} />,
          },
        }}
      />
    </LocalizationProvider>
  );
};

export default DatePickerInput;
