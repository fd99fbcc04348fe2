import type { Identifier } from 'react-admin';

/** A cost of a project besides hours (fields designed in docs/pending/projects-decisions.md). */
export interface ProjectCost {
  id: Identifier;
  project: { id: Identifier; name: string };
  concept: string;
  amount: number;
  date: string;
}

export const costPayload = ({ project_id, concept, amount, date }: Record<string, unknown>) => ({ project_id, concept, amount, date });
