import { agendaPath, type AgendaItem } from '../../../contract/agenda';

/** The page where an obligation is dealt with (the calendar feed links to the same page). */
export const agendaLink = (item: AgendaItem): string => agendaPath(item);
