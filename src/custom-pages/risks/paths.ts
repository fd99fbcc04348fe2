import type { Identifier } from 'react-admin';

const segment = (value: Identifier) => encodeURIComponent(String(value));

// Spec §2 writes the segment as `ri{secret}`; the issue names it risks-opportunities.
export const RISK_ROUTE = '/center/risks-opportunities/:centerId';
export const riskPath = (centerId: Identifier) => `/center/risks-opportunities/${segment(centerId)}`;
export const processesPath = (centerId: Identifier) => `${riskPath(centerId)}/processes`;
export const processConfigPath = (centerId: Identifier, processId: Identifier) => `${processesPath(centerId)}/${segment(processId)}/config`;
export const consequencePath = (centerId: Identifier, consequenceId: Identifier) =>
  `${processesPath(centerId)}/consequence/${segment(consequenceId)}`;
export const newEvaluationPath = (centerId: Identifier, consequenceId: Identifier) =>
  `${consequencePath(centerId, consequenceId)}/evaluation/new`;
export const evaluationPath = (centerId: Identifier, consequenceId: Identifier, evaluationId: Identifier) =>
  `${consequencePath(centerId, consequenceId)}/evaluation/${segment(evaluationId)}`;
export const matrixPath = (centerId: Identifier) => `${riskPath(centerId)}/matrix`;

export const IMPROVEMENT_ROUTE = '/center/improvement-module/:centerId';
export const improvementPath = (centerId: Identifier) => `/center/improvement-module/${segment(centerId)}`;
export const newImprovementPath = (centerId: Identifier, source?: { table: string; id: Identifier }) =>
  `${improvementPath(centerId)}/improvement/new${source ? `?source_table=${source.table}&source_id=${segment(source.id)}` : ''}`;
export const improvementActionPath = (centerId: Identifier, id: Identifier) => `${improvementPath(centerId)}/improvement/${segment(id)}`;
export const improvementHistoryPath = (centerId: Identifier) => `${improvementPath(centerId)}/improvement-history`;
export const improvementHistoryItemPath = (centerId: Identifier, id: Identifier) => `${improvementHistoryPath(centerId)}/${segment(id)}`;
