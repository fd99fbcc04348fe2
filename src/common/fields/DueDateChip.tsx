import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntil, dueStatus, formatDate } from '../../../contract/field-kinds';

/**
 * A due date (next evaluation, next collection, an action's deadline) as every page shows it: red
 * "Vencida" once passed, amber with the days left inside the warning window, the plain date further ahead.
 */
export const DueDateChip = ({
  date,
  warningDays,
  done = false,
  size = 'small',
  today,
}: {
  date: string | null | undefined;
  warningDays?: number;
  done?: boolean;
  size?: ChipProps['size'];
  today?: Date;
}) => {
  const translate = useTranslate();
  const status = dueStatus(date, { warningDays, done, today });
  if (status === 'none') return null;
  const display = formatDate(date);
  if (status === 'overdue') {
    return (
      <Chip size={size} color="error" icon={<EventBusyIcon />} label={`${translate('expiry.overdue')} · ${display}`} data-due="overdue" />
    );
  }
  if (status === 'today' || status === 'soon') {
    const days = daysUntil(date, today);
    const label = days === 0 ? translate('expiry.due_today') : translate('expiry.days_left', { count: days, smart_count: days });
    return <Chip size={size} color="warning" icon={<ScheduleIcon />} label={`${label} · ${display}`} data-due="soon" />;
  }
  return (
    <Typography component="span" variant="body2" data-due="ok">
      {display}
    </Typography>
  );
};
