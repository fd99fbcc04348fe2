import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { DateInputProps } from 'react-admin';
import type { DayPickerProps } from './DayPicker';

// The picker and date-fns' locales come with the first form that has a date, never with the login page.
const DatePickerInput = lazy(() => import('./DatePickerInput'));
const LazyDayPicker = lazy(() => import('./DayPicker'));

/**
 * Every form's date input (issue 14): dd/MM/yyyy in the UI language, typed or picked on a calendar,
 * sent as YYYY-MM-DD. Takes react-admin's DateInput props.
 */
export const DateInput = (props: DateInputProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={48} width={220} sx={{ my: 1 }} />}>
    <DatePickerInput {...props} />
  </Suspense>
);

/** The same picker outside a form: a controlled YYYY-MM-DD value (custom pages' filters and dialogs). */
export const DayPicker = (props: DayPickerProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={40} width={180} />}>
    <LazyDayPicker {...props} />
  </Suspense>
);
