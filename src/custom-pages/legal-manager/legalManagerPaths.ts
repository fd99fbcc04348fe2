import type { Identifier } from 'react-admin';

/** Spec §2 "Legal manager": the register tree, one route per level drilled into. */
export const LEGAL_MANAGER_PATH = '/legal-manager';
export const LEGAL_MANAGER_ROUTES = [
  LEGAL_MANAGER_PATH,
  `${LEGAL_MANAGER_PATH}/area/:areaId`,
  `${LEGAL_MANAGER_PATH}/area/:areaId/legal-ambit/:legalAmbitId`,
  `${LEGAL_MANAGER_PATH}/area/:areaId/legal-ambit/:legalAmbitId/subambit/:subambitId`,
];

/** The legacy-data migration: export and import of the whole register. */
export const LEGAL_MIGRATION_PATH = `${LEGAL_MANAGER_PATH}/migration`;

export interface RegisterPosition {
  areaId?: Identifier;
  legalAmbitId?: Identifier;
  subambitId?: Identifier;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** The route of a level of the tree; each id is only used when the ones above it are given. */
export const legalManagerPath = ({ areaId, legalAmbitId, subambitId }: RegisterPosition): string => {
  if (areaId === undefined) return LEGAL_MANAGER_PATH;
  const areaPath = `${LEGAL_MANAGER_PATH}/area/${segment(areaId)}`;
  if (legalAmbitId === undefined) return areaPath;
  const ambitPath = `${areaPath}/legal-ambit/${segment(legalAmbitId)}`;
  return subambitId === undefined ? ambitPath : `${ambitPath}/subambit/${segment(subambitId)}`;
};
