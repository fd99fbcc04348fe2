import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mui/material';
import type { TextInputProps } from 'react-admin';

// Like DateInput: the pickers load with the first form that needs them.
const TimePickerInput = lazy(() => import('./TimePickerInput'));
const LazyMonthPicker = lazy(() => import('./MonthPicker'));

/** A form's time of day (HH:mm, 24-hour) on MUI's picker in the UI language, instead of the browser's `type="time"`. */
export const TimeInput = (props: TextInputProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={48} width={160} sx={{ my: 1 }} />}>
    <TimePickerInput {...props} />
  </Suspense>
);

/** A controlled yyyy-MM month outside a form, instead of the browser's `type="month"`. */
export const MonthInput = (props: ComponentProps<typeof LazyMonthPicker>) => (
  <Suspense fallback={<Skeleton variant="rounded" height={40} width={180} />}>
    <LazyMonthPicker {...props} />
  </Suspense>
);
