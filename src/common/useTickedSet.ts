import { useState } from 'react';

/**
 * The ids a person ticks in a list of boxes that starts from the saved choice. Until they tick one the saved choice
 * shows (and follows a refetch); from then on theirs stays: an answer that arrives or changes later never undoes a click.
 */
export const useTickedSet = (saved: readonly number[] | undefined) => {
  const [touched, setTouched] = useState<Set<number>>();
  const ticked = touched ?? new Set(saved);
  const toggle = (id: number) =>
    setTouched((before) => {
      const next = new Set(before ?? saved);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { ticked, toggle };
};
