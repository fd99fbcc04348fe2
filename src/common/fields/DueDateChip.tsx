import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntil, dueStatusOfDays, formatDate, todayIn } from '../../../contract/field-kinds';
import { useCenterZone } from '../centerZone';

/**
 * How a date is worded: a due date (next evaluation, next collection, an action's deadline) is "Vencida" once
 * passed and its plain date further ahead; an expiry (an evidence, a document) is "Caducada" once passed and
 * "Hasta el …" further ahead. The day arithmetic is the contract's either way.
 */
const WORDINGS = {
  due: {
    marker: 'data-due',
    overdue: 'overdue',
    overdueKey: 'expiry.overdue',
    overdueDaysKey: 'agenda.days_overdue',
    todayKey: 'expiry.due_today',
  },
  expiry: {
    marker: 'data-expiry',
    overdue: 'expired',
    overdueKey: 'expiry.expired',
    overdueDaysKey: 'expiry.expired_days_ago',
    todayKey: 'expiry.today',
  },
} as const;

/**
 * A date by which something must happen, as every page shows it: red once passed, amber with the days left
 * inside the warning window, quiet further ahead; a done item is never overdue.
 *
 * Days are counted on the center's calendar (`CenterZone`, Madrid's outside a center), never the reader's clock;
 * `today` (a list's own day, the server's `as_of`) or `daysLeft` (the server's count) replace that count.
 * `countDays` says the days in every state ("Vencida hace 230 días · 12/04/2026", "Quedan 45 días · …"): the one
 * cell of a list whose rows are about their deadline (the agenda, the legal clock), so no second column repeats it.
 */
export const DueDateChip = ({
  date,
  warningDays,
  done = false,
  size = 'small',
  today,
  daysLeft,
  countDays = false,
  wording = 'due',
}: {
  date: string | null | undefined;
  warningDays?: number;
  done?: boolean;
  size?: ChipProps['size'];
  today?: Date | string;
  daysLeft?: number;
  countDays?: boolean;
  wording?: keyof typeof WORDINGS;
}) => {
  const translate = useTranslate();
  const zone = useCenterZone();
  const words = WORDINGS[wording];
  const days = daysLeft ?? daysUntil(date, today ?? todayIn(zone));
  const status = date ? dueStatusOfDays(days, { warningDays, done }) : 'none';
  if (status === 'none') return null;
  const display = formatDate(date);
  const left = (count: number) => (count === 0 ? translate(words.todayKey) : translate('expiry.days_left', { count, smart_count: count }));
  if (status === 'overdue') {
    const count = -days;
    const marker = countDays ? translate(words.overdueDaysKey, { count, smart_count: count }) : translate(words.overdueKey);
    return (
      <Chip size={size} color="error" icon={<EventBusyIcon />} label={`${marker} · ${display}`} {...{ [words.marker]: words.overdue }} />
    );
  }
  if (status === 'today' || status === 'soon') {
    return (
      <Chip size={size} color="warning" icon={<ScheduleIcon />} label={`${left(days)} · ${display}`} {...{ [words.marker]: 'soon' }} />
    );
  }
  if (wording === 'expiry') {
    return <Chip size={size} variant="outlined" label={translate('expiry.until', { date: display })} data-expiry="ok" />;
  }
  return (
    <Typography component="span" variant="body2" data-due="ok">
      {countDays && !done ? `${left(days)} · ${display}` : display}
    </Typography>
  );
};
