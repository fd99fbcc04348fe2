import type { Role } from '../../contract/roles';

/** Who reads the change history of an audited table: the people of the row's center, or the listed roles; related tables show with it. */
export interface HistoryTable {
  readers: 'center' | readonly Role[];
  related?: readonly string[];
}
