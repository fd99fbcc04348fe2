import { Box, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { IndicatorFrequency } from '../../../contract/indicators';
import { useFieldFormat } from '../../common/fields';
import { MonthInput } from '../../common/TimeInputs';

interface PeriodPickerProps {
  frequency: IndicatorFrequency;
  label: string;
  /** The wire code: 2025-03, 2025-Q1 or 2025; '' while incomplete. */
  value: string;
  onChange: (period: string) => void;
}

const QUARTERS = ['1', '2', '3', '4'] as const;
const YEAR = /^\d{4}$/;

/** An indicator's period chosen the way its frequency counts time: a month, a quarter of a year, a year. Never typed as a code. */
export const PeriodPicker = ({ frequency, label, value, onChange }: PeriodPickerProps) => {
  const translate = useTranslate();
  const { language } = useFieldFormat();
  // A half-typed year stays in its field; the page only hears complete periods.
  const [year, setYear] = useState(value.slice(0, 4));
  const [quarter, setQuarter] = useState(frequency === 'QUARTERLY' && value ? value.slice(6) : '1');
  if (frequency === 'MONTHLY')
    return (
      // As wide as MM/yyyy and its calendar button, beside the value rather than across the card.
      <Box sx={{ width: 180 }}>
        <MonthInput label={label} value={value} onChange={onChange} />
      </Box>
    );

  const emit = (nextYear: string, nextQuarter: string) => {
    if (!YEAR.test(nextYear)) onChange('');
    else onChange(frequency === 'QUARTERLY' ? `${nextYear}-Q${nextQuarter}` : nextYear);
  };
  const yearField = (
    <TextField
      size="small"
      label={frequency === 'YEARLY' ? label : translate('indicators.period.year', { _: 'Year' })}
      value={year}
      onChange={(event) => {
        const typed = event.target.value.replace(/\D/g, '').slice(0, 4);
        setYear(typed);
        emit(typed, quarter);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 110 }}
    />
  );
  if (frequency === 'YEARLY') return yearField;
  // The quarter reads as the interface writes it: T1 in Spanish and Catalan, Q1 in English.
  const letter = language === 'en' ? 'Q' : 'T';
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label}>
      <TextField
        size="small"
        select
        slotProps={{ select: { native: true } }}
        label={translate('indicators.period.quarter', { _: 'Quarter' })}
        value={quarter}
        onChange={(event) => {
          setQuarter(event.target.value);
          emit(year, event.target.value);
        }}
        sx={{ width: 110 }}
      >
        {QUARTERS.map((number) => (
          <option key={number} value={number}>
            {`${letter}${number}`}
          </option>
        ))}
      </TextField>
      {yearField}
    </Stack>
  );
};
