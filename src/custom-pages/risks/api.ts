import type { Identifier } from 'react-admin';
import { risksQuery, type RisksParams } from '../../dataProvider/risksModule';

export type { Assessment, Evaluation, ImprovementAction, Matrix, Named } from '../../dataProvider/risksModule';

/**
 * The react-query key of a read (issue 23): what it reads, its ids, and its filters sorted (empty ones left out),
 * e.g. `risks/evaluations/7/consequenceId=3`. Pages that read the same thing share its answer.
 */
export const risksKey = (...parts: (Identifier | RisksParams | undefined)[]) =>
  [
    'risks',
    ...parts.map((part) => {
      if (typeof part !== 'object') return String(part ?? '');
      const search = risksQuery(part);
      search.sort();
      return search.toString();
    }),
  ].join('/');
/** The key of a center's improvement actions under a filter (read by several modules' pages). */
export const improvementActionsKey = (centerId: Identifier, filter: RisksParams) => risksKey('improvement-actions', centerId, filter);
/** The key of a read a page does not make yet (its load is undefined: nothing chosen, a new record). */
export const NO_READ = 'risks/no-read';
