import { createContext, useContext, type ReactNode } from 'react';
import { useGetOne, type Identifier } from 'react-admin';
import { centerTimeZone, SPAIN_TIME_ZONE, todayIn, type CenterTimeZone } from '../../contract/field-kinds';

// Undefined outside any center's pages.
const CenterZoneContext = createContext<CenterTimeZone | undefined>(undefined);

/**
 * The time zone the pages inside count days in: the center's (Atlantic/Canary in the Canary Islands), so a due-date
 * chip says "Vence hoy" on the center's day, not on the reader's clock. Outside any center: Madrid's, as the server.
 */
export const CenterZone = ({ center, children }: { center: { autonomous_community?: string | null } | undefined; children: ReactNode }) => (
  <CenterZoneContext.Provider value={centerTimeZone(center?.autonomous_community)}>{children}</CenterZoneContext.Provider>
);

/**
 * The zone days are counted in: the enclosing `CenterZone`'s; above a module frame, the given center's (the record the
 * frame loads itself, one cached query, no request of its own); else Madrid's.
 */
export function useCenterZone(centerId?: Identifier): CenterTimeZone {
  const enclosing = useContext(CenterZoneContext);
  const asks = enclosing === undefined && centerId !== undefined && centerId !== '';
  const { data } = useGetOne<{ id: Identifier; autonomous_community: string }>(
    'center',
    { id: Number(centerId) },
    { enabled: asks, retry: false },
  );
  return enclosing ?? (asks && data ? centerTimeZone(data.autonomous_community) : SPAIN_TIME_ZONE);
}

/** Today (yyyy-MM-dd) on the center's calendar: the default day of a form, the "today" of a count of days. */
export const useCenterToday = (centerId?: Identifier): string => todayIn(useCenterZone(centerId));
