import { Chip, type ChipProps } from '@mui/material';
import { daysUntil as daysUntilDue, dueStatus } from '../../contract/field-kinds';
import { DueDateChip } from './fields/DueDateChip';

/** Whole calendar days from `today` to `date` (yyyy-MM-dd): negative once it has passed. */
export const daysUntil = (date: string, today?: Date | string): number => daysUntilDue(date, today);

export type ExpiryStatus = 'none' | 'expired' | 'soon' | 'ok';

/** Expired once the day has passed; "soon" from `warningDays` ahead up to and including the day itself. */
// The contract's due status decides, so "caducada" here and "vencida" in DueDateChip turn red on the same day.
export const expiryStatus = (date: string | null | undefined, warningDays: number, today?: Date | string): ExpiryStatus => {
  const status = dueStatus(date, { warningDays, today });
  return status === 'overdue' ? 'expired' : status === 'today' ? 'soon' : status;
};

/**
 * The expiry of an evidence, document or action at a glance: red "Caducada" once passed, amber with the
 * days left inside the center's warning window, "Hasta el …" further ahead. `done` (an applied action)
 * shows the date alone. The due-date chip in its expiry wording.
 */
export const ExpiryBadge = (props: {
  date: string | null | undefined;
  warningDays: number;
  done?: boolean;
  size?: ChipProps['size'];
  today?: Date | string;
}) => <DueDateChip {...props} wording="expiry" />;

export type StateColour = 'success' | 'warning' | 'error' | 'default' | 'info';

/** A state as a coloured chip with its label: colour is never the only signal. */
export const StateChip = ({ label, colour, size = 'small' }: { label: string; colour: StateColour; size?: ChipProps['size'] }) => (
  <Chip size={size} color={colour} label={label} />
);
