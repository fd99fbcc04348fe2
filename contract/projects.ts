// Projects and time tracking (issue 10): the project lifecycle the server enforces and the browser's
// state input offers (docs/pending/projects-decisions.md "States").

export const PROJECT_STATES = ['PENDING', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** A project is recorded pending, already under way or already done (past work); never cancelled. */
export const INITIAL_PROJECT_STATES: readonly ProjectState[] = ['PENDING', 'IN_PROGRESS', 'FINISHED'];

/**
 * The moves from each state. PENDING -> IN_PROGRESS -> FINISHED; CANCELLED from PENDING or IN_PROGRESS;
 * reopening takes a FINISHED project back to IN_PROGRESS and a CANCELLED one back to PENDING.
 */
const NEXT: Record<ProjectState, readonly ProjectState[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['FINISHED', 'CANCELLED'],
  FINISHED: ['IN_PROGRESS'],
  CANCELLED: ['PENDING'],
};

/** Cancelling (the sale is lost: it leaves the yearly income) and reopening are the admins' decisions. */
export const isAdminOnlyMove = (from: ProjectState, to: ProjectState) =>
  from !== to && (to === 'CANCELLED' || from === 'FINISHED' || from === 'CANCELLED');

/** Whether the state may change from `from` to `to` at all (staying put always may). */
export const isAllowedMove = (from: ProjectState, to: ProjectState) => from === to || NEXT[from].includes(to);

/**
 * The states a form offers: on a new project the initial ones; on an existing one its state and the
 * moves this user may make, in lifecycle order.
 */
export function offeredStates(current: ProjectState | undefined, admin: boolean): ProjectState[] {
  if (!current) return [...INITIAL_PROJECT_STATES];
  return PROJECT_STATES.filter((to) => isAllowedMove(current, to) && (admin || !isAdminOnlyMove(current, to)));
}
