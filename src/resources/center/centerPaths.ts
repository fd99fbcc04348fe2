import type { Identifier } from 'react-admin';

const segment = (centerId: Identifier) => encodeURIComponent(String(centerId));

/** Spec §2: any role that sees the center. */
export const CENTER_HOME_ROUTE = '/center/:centerId/home';
export const centerHomePath = (centerId: Identifier) => `/center/${segment(centerId)}/home`;

/** Spec §2: admin only. */
export const MODULE_ACTIVATION_ROUTE = '/center/module-activation/:centerId';
export const moduleActivationPath = (centerId: Identifier) => `/center/module-activation/${segment(centerId)}`;
