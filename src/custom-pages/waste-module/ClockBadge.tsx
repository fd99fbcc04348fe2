import { Chip } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useModuleQuery } from './useModuleQuery';

/** The residue module card's count of dated obligations (the legal clock); red when some are overdue. */
export const ClockBadge = ({ centerId }: { centerId: Identifier }) => {
  const translate = useTranslate();
  // An inactive module or a missing right leaves the card without a count.
  const clock = useModuleQuery(
    [String(centerId), 'legal-clock'],
    (dataProvider) => dataProvider.getWasteClock<{ count: number; overdue: number }>(centerId),
    { quiet: true },
  );
  if (!clock) return null;
  return (
    <Chip
      size="small"
      color={clock.overdue ? 'error' : 'default'}
      label={translate(clock.overdue ? 'waste.clock.card_overdue' : 'waste.clock.card', {
        smart_count: clock.count,
        overdue: clock.overdue,
      })}
      data-testid="waste-clock-count"
      // The count and the overdue part wrap inside a narrow card rather than end in "(vencid…".
      sx={{ height: 'auto', py: 0.25, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
};
