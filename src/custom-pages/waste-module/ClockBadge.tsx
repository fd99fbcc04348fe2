import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { apiClient } from '../../dataProvider';

/** The residue module card's count of dated obligations (the legal clock); red when some are overdue. */
export const ClockBadge = ({ centerId }: { centerId: Identifier }) => {
  const translate = useTranslate();
  const [clock, setClock] = useState<{ count: number; overdue: number }>();
  useEffect(() => {
    let current = true;
    apiClient.json<{ count: number; overdue: number }>(`/residue-module/${encodeURIComponent(String(centerId))}/legal-clock`)
      .then((answer) => current && setClock(answer))
      // An inactive module or a missing right leaves the card without a count.
      .catch(() => undefined);
    return () => { current = false; };
  }, [centerId]);
  if (!clock) return null;
  return (
    <Chip
      size="small"
      color={clock.overdue ? 'error' : 'default'}
      label={translate(clock.overdue ? 'waste.clock.card_overdue' : 'waste.clock.card', { smart_count: clock.count, overdue: clock.overdue })}
      data-testid="waste-clock-count"
    />
  );
};
