import { Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput, useTranslate, type Identifier } from 'react-admin';
import type { Indicator } from '../center-modules/indicatorTabs';
import { PeriodPicker } from '../center-modules/PeriodPicker';
import { AskClientButton } from './AskClientDialog';

interface ReadingItem {
  indicator_id: number;
  period: string;
}

const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'requests.ask.pick_indicators');
const periodsComplete = (value: unknown) =>
  Array.isArray(value) && (value as ReadingItem[]).some((item) => !item.period) ? 'requests.ask.pick_period' : undefined;

/** The indicators whose figures are asked, each for a period chosen as its frequency counts time (its last due one first). */
const ReadingItemsInput = ({ indicators }: { indicators: Indicator[] }) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput<ReadingItem[]>({ source: 'items', validate: [atLeastOne, periodsComplete] });
  const items: ReadingItem[] = Array.isArray(field.value) ? field.value : [];
  const chosen = (id: number) => items.find((item) => item.indicator_id === id);
  const toggle = (indicator: Indicator, on: boolean) =>
    field.onChange(
      on
        ? [...items, { indicator_id: indicator.id, period: indicator.due_period }]
        : items.filter((item) => item.indicator_id !== indicator.id),
    );
  const setPeriod = (id: number, period: string) =>
    field.onChange(items.map((item) => (item.indicator_id === id ? { ...item, period } : item)));
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={isRequired} sx={{ mb: 2 }}>
      <FormLabel component="legend">{translate('requests.fields.indicators')}</FormLabel>
      {indicators.map((indicator) => {
        const item = chosen(indicator.id);
        return (
          <Stack key={indicator.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, py: 0.5 }}>
            <FormControlLabel
              control={<Checkbox checked={Boolean(item)} onChange={(event) => toggle(indicator, event.target.checked)} />}
              label={`${indicator.name} (${indicator.unit})`}
              sx={{ flex: 1 }}
            />
            {item && (
              <PeriodPicker
                frequency={indicator.frequency}
                label={translate('requests.fields.period_of', { name: indicator.name })}
                value={item.period}
                onChange={(period) => setPeriod(indicator.id, period)}
              />
            )}
          </Stack>
        );
      })}
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
};

/**
 * "Ask for readings" on the indicator module: the figures the client holds (water, electricity, gas, tonnes produced)
 * for chosen indicators and periods, answered as numbers in each indicator's unit. Computed indicators are not offered.
 */
export const AskReadings = ({ centerId, indicators }: { centerId: Identifier; indicators: Indicator[] }) => {
  const translate = useTranslate();
  const manual = indicators.filter((indicator) => indicator.source === 'MANUAL');
  if (manual.length === 0) return null;
  return (
    <AskClientButton
      label="requests.ask.readings_button"
      centerId={centerId}
      target={{ kind: 'indicator_readings' }}
      what={translate('requests.kinds.indicator_readings')}
      defaultTitle={translate('requests.kinds.indicator_readings')}
      defaults={{ items: [] }}
      inputs={<ReadingItemsInput indicators={manual} />}
      toTarget={(values) => ({ items: values.items as ReadingItem[] })}
    />
  );
};
