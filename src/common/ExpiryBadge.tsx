import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntil as daysUntilDue, dueStatus } from '../../contract/field-kinds';
import { toDisplayDate } from './dates';

/** Whole calendar days from `today` to `date` (yyyy-MM-dd): negative once it has passed. */
export const daysUntil = (date: string, today: Date = new Date()): number => daysUntilDue(date, today);

export type ExpiryStatus = 'none' | 'expired' | 'soon' | 'ok';

/** Expired once the day has passed; "soon" from `warningDays` ahead up to and including the day itself. */
// The contract's due status decides, so "caducada" here and "vencida" in DueDateChip turn red on the same day.
export const expiryStatus = (date: string | null | undefined, warningDays: number, today?: Date): ExpiryStatus => {
  const status = dueStatus(date, { warningDays, today });
  return status === 'overdue' ? 'expired' : status === 'today' ? 'soon' : status;
};

/**
 * The expiry of an evidence, document or action at a glance: red "Caducada" once passed, amber with the
 * days left inside the center's warning window, a quiet date further ahead. `done` (an applied action)
 * shows the date alone. Reusable by every module with due dates.
 */
export const ExpiryBadge = ({
  date,
  warningDays,
  done = false,
  size = 'small',
  today,
}: {
  date: string | null | undefined;
  warningDays: number;
  done?: boolean;
  size?: ChipProps['size'];
  today?: Date;
}) => {
  const translate = useTranslate();
  if (!date) return null;
  const status = done ? 'ok' : expiryStatus(date, warningDays, today);
  const display = toDisplayDate(date);
  if (status === 'expired') {
    return (
      <Chip
        size={size}
        color="error"
        icon={<EventBusyIcon />}
        label={`${translate('expiry.expired', { _: 'Expired' })} · ${display}`}
        data-expiry="expired"
      />
    );
  }
  if (status === 'soon') {
    const days = daysUntil(date, today);
    const label =
      days === 0
        ? translate('expiry.today', { _: 'Expires today' })
        : translate('expiry.days_left', { count: days, smart_count: days, _: `${days} days left` });
    return <Chip size={size} color="warning" icon={<ScheduleIcon />} label={`${label} · ${display}`} data-expiry="soon" />;
  }
  return (
    <Chip size={size} variant="outlined" label={translate('expiry.until', { date: display, _: `Until ${display}` })} data-expiry="ok" />
  );
};

export type StateColour = 'success' | 'warning' | 'error' | 'default' | 'info';

/** A state as a coloured chip with its label: colour is never the only signal. */
export const StateChip = ({ label, colour, size = 'small' }: { label: string; colour: StateColour; size?: ChipProps['size'] }) => (
  <Chip size={size} color={colour} label={label} />
);
