import type { Identifier } from 'react-admin';
import { addCalendarDays, todayIn } from '../../../contract/field-kinds';

/** Every center the user sees (issue 26). */
export const AGENDA_PATH = '/agenda';
/** One center's agenda, beside its home. */
export const CENTER_AGENDA_ROUTE = '/center/:centerId/agenda';
export const centerAgendaPath = (centerId: Identifier) => `/center/${encodeURIComponent(String(centerId))}/agenda`;

/** The `until` of a horizon of `days` from today in Spain (yyyy-MM-dd, the server's `as_of`), as the agenda's filter takes it. */
export const horizonUntil = (days: number) => addCalendarDays(todayIn(), days);
