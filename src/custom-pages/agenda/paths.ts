import type { Identifier } from 'react-admin';
import { wireDate } from '../../../contract/field-kinds';

/** Every center the user sees (issue 26). */
export const AGENDA_PATH = '/agenda';
/** One center's agenda, beside its home. */
export const CENTER_AGENDA_ROUTE = '/center/:centerId/agenda';
export const centerAgendaPath = (centerId: Identifier) => `/center/${encodeURIComponent(String(centerId))}/agenda`;

const DAY_MS = 86_400_000;
/** The `until` of a horizon of `days` from today (yyyy-MM-dd), as the agenda's filter takes it. */
export const horizonUntil = (days: number) => wireDate(new Date(Date.now() + days * DAY_MS));
