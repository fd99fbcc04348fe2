import { Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';

/** Amber from 80 % of the expected hours, red past 100 % (the over-budget signal). */
export const budgetLevel = (worked: number, expected: number): 'ok' | 'warning' | 'over' => {
  if (expected <= 0) return worked > 0 ? 'over' : 'ok';
  const ratio = worked / expected;
  return ratio > 1 ? 'over' : ratio >= 0.8 ? 'warning' : 'ok';
};

const COLOUR = { ok: 'primary', warning: 'warning', over: 'error' } as const;

export const HoursBar = ({ worked, expected }: { worked: number; expected: number }) => {
  const translate = useTranslate();
  const level = budgetLevel(worked, expected);
  const { format } = useFieldFormat();
  const percent = expected > 0 ? format({ kind: 'percent' }, (worked / expected) * 100) : '';
  const figures = { worked: format({ kind: 'number' }, worked), expected: format({ kind: 'number' }, expected) };
  return (
    <Box sx={{ minWidth: 140 }} data-testid="hours-bar" data-level={level}>
      <Typography variant="caption" color={level === 'ok' ? 'text.secondary' : `${COLOUR[level]}.main`}>
        {translate('projects.hours_of', figures)} {percent ? `(${percent})` : ''}
        {level === 'over' ? ` · ${translate('projects.over_budget')}` : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        color={COLOUR[level]}
        value={Math.min(100, expected > 0 ? (worked / expected) * 100 : worked > 0 ? 100 : 0)}
        aria-label={translate('projects.hours_of', figures)}
      />
    </Box>
  );
};

export const HoursBarField = (_props: { label?: string }) => {
  const record = useRecordContext<{ worked_hours: number; expected_hours: number }>();
  if (!record) return null;
  return <HoursBar worked={record.worked_hours} expected={record.expected_hours} />;
};
