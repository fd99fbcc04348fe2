import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { toDisplayDate } from './dates';

/** A date shown dd/MM/yyyy whatever the browser's locale (spec §9). */
export const DateField = (props: FieldProps) => {
  const value = useFieldValue(props) as Date | string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {toDisplayDate(value)}
    </Typography>
  );
};
