import type { Identifier } from 'react-admin';

const segment = (value: Identifier) => encodeURIComponent(String(value));

// Spec §2: the document, pest-control and indicator modules live under the center they belong to.
export const ENTERPRISE_DOCUMENTS_ROUTE = '/center/document-module/:centerId/enterprise-documents';
export const enterpriseDocumentsPath = (centerId: Identifier) => `/center/document-module/${segment(centerId)}/enterprise-documents`;

export const DDD_MODULE_ROUTE = '/center/ddd-module/:centerId';
export const dddModulePath = (centerId: Identifier, page = '') => `/center/ddd-module/${segment(centerId)}${page ? `/${page}` : ''}`;

export const INDICATOR_MODULE_ROUTE = '/center/indicator-module/:centerId';
export const indicatorModulePath = (centerId: Identifier, page = '') =>
  `/center/indicator-module/${segment(centerId)}${page ? `/${page}` : ''}`;

export const METABASE_ACCESS_PATH = '/metabase-user-access';
