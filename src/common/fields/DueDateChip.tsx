import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntil, dueStatus, formatDate } from '../../../contract/field-kinds';

/**
 * How a date is worded: a due date (next evaluation, next collection, an action's deadline) is "Vencida" once
 * passed and its plain date further ahead; an expiry (an evidence, a document) is "Caducada" once passed and
 * "Hasta el …" further ahead. The day arithmetic is the contract's either way.
 */
const WORDINGS = {
  due: { marker: 'data-due', overdue: 'overdue', overdueKey: 'expiry.overdue', todayKey: 'expiry.due_today' },
  expiry: { marker: 'data-expiry', overdue: 'expired', overdueKey: 'expiry.expired', todayKey: 'expiry.today' },
} as const;

/**
 * A date by which something must happen, as every page shows it: red once passed, amber with the days left
 * inside the warning window, quiet further ahead; a done item is never overdue.
 */
export const DueDateChip = ({
  date,
  warningDays,
  done = false,
  size = 'small',
  today,
  wording = 'due',
}: {
  date: string | null | undefined;
  warningDays?: number;
  done?: boolean;
  size?: ChipProps['size'];
  today?: Date;
  wording?: keyof typeof WORDINGS;
}) => {
  const translate = useTranslate();
  const words = WORDINGS[wording];
  const status = dueStatus(date, { warningDays, done, today });
  if (status === 'none') return null;
  const display = formatDate(date);
  if (status === 'overdue') {
    const label = `${translate(words.overdueKey)} · ${display}`;
    return <Chip size={size} color="error" icon={<EventBusyIcon />} label={label} {...{ [words.marker]: words.overdue }} />;
  }
  if (status === 'today' || status === 'soon') {
    const days = daysUntil(date, today);
    const label = days === 0 ? translate(words.todayKey) : translate('expiry.days_left', { count: days, smart_count: days });
    return <Chip size={size} color="warning" icon={<ScheduleIcon />} label={`${label} · ${display}`} {...{ [words.marker]: 'soon' }} />;
  }
  if (wording === 'expiry') {
    return <Chip size={size} variant="outlined" label={translate('expiry.until', { date: display })} data-expiry="ok" />;
  }
  return (
    <Typography component="span" variant="body2" data-due="ok">
      {display}
    </Typography>
  );
};
