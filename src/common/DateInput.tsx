import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { DateInputProps } from 'react-admin';

// The picker and date-fns' locales come with the first form that has a date, never with the login page.
const DatePickerInput = lazy(() => import('./DatePickerInput'));

/**
 * Every form's date input (issue 14): dd/MM/yyyy in the UI language, typed or picked on a calendar,
 * sent as YYYY-MM-DD. Takes react-admin's DateInput props.
 */
export const DateInput = (props: DateInputProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={48} width={220} sx={{ my: 1 }} />}>
    <DatePickerInput {...props} />
  </Suspense>
);
