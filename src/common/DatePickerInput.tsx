import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { caES, enUS, esES } from '@mui/x-date-pickers/locales';
import { ca, enGB, es } from 'date-fns/locale';
import { useLocaleState, type DateInputProps } from 'react-admin';
import { toApiDate } from './dates';
import { usePickerField } from './usePickerField';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The form's YYYY-MM-DD as the calendar day it names (local midnight), or null. */
export const fromFormValue = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const day = DAY_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : null;
};

export { isValidDate } from './usePickerField';

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
  label,
  source,
  resource,
  helperText,
  fullWidth,
  disabled,
  readOnly,
  className,
  sx,
  margin,
  variant,
  size,
  defaultValue,
  validate,
  format,
  parse,
  onChange,
  onBlur,
}: DateInputProps) => {
  const pickerLocale = usePickerLocale();
  const { textField, ...picker } = usePickerField(
    { label, source, resource, helperText, defaultValue, validate, format, parse, onChange, onBlur, disabled, readOnly },
    { fromForm: fromFormValue, toForm: toApiDate },
    { fullWidth, margin, variant, size },
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopDatePicker {...picker} format="dd/MM/yyyy" className={className} sx={sx} slotProps={{ textField }} />
    </LocalizationProvider>
  );
};

export default DatePickerInput;
