import type { Identifier } from 'react-admin';

/** Every center the user sees (issue 26). */
export const AGENDA_PATH = '/agenda';
/** One center's agenda, beside its home. */
export const CENTER_AGENDA_ROUTE = '/center/:centerId/agenda';
export const centerAgendaPath = (centerId: Identifier) => `/center/${encodeURIComponent(String(centerId))}/agenda`;
