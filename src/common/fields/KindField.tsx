import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, type FieldProps } from 'react-admin';
import type { FieldKind } from '../../../contract/field-kinds';
import { DueDateChip } from './DueDateChip';
import { useFieldFormat } from './useFieldFormat';

export type KindFieldProps = FieldProps & { kind: FieldKind; warningDays?: number; done?: boolean };

/** A record's field rendered by its kind: numbers with the language's separators and unit, due dates marked when overdue. */
export const KindField = ({ kind, warningDays, done, ...props }: KindFieldProps) => {
  const value = useFieldValue(props);
  const record = useRecordContext(props);
  const { format } = useFieldFormat();
  if (kind.kind === 'dueDate') return <DueDateChip date={value as string | null} warningDays={warningDays} done={done} />;
  const numeric = ['quantity', 'money', 'hours', 'percent', 'number'].includes(kind.kind);
  return (
    <Typography component="span" variant="body2" sx={numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}>
      {format(kind, value, record as Record<string, unknown> | undefined)}
    </Typography>
  );
};
