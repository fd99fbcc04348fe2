import { useState } from 'react';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { isValidDate, usePickerLocale } from './DatePickerInput';

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** A month (yyyy-MM, as the working-time register asks for it) picked as MM/yyyy in the UI language, not the browser's. */
const MonthPicker = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const pickerLocale = usePickerLocale();
  // A half-typed month stays in the field (as DayPicker does); the page only hears complete months.
  const [shown, setShown] = useState<Date | null>(() => {
    const month = YEAR_MONTH.exec(value);
    return month ? new Date(Number(month[1]), Number(month[2]) - 1, 1) : null;
  });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pickerLocale.dateFns} localeText={pickerLocale.texts}>
      <DesktopDatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format="MM/yyyy"
        value={shown}
        onChange={(date) => {
          setShown(date);
          if (date === null) onChange('');
          else if (isValidDate(date))
            onChange(`${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`);
        }}
        slotProps={{ textField: { size: 'small' } }}
      />
    </LocalizationProvider>
  );
};

export default MonthPicker;
