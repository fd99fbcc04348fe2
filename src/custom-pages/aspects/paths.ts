import type { Identifier } from 'react-admin';

/** Spec §2: /center/environmental-aspects-module/{centerId}/... */
export const ASPECTS_ROUTE = '/center/environmental-aspects-module/:centerId';
export const aspectsPath = (centerId: Identifier, rest = '') =>
  `/center/environmental-aspects-module/${encodeURIComponent(String(centerId))}/${rest}`;
