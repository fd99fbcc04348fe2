import { DECLARATIONS } from '../resources';

// The API's table names (GET /api/history?table=) and the react-admin resources whose translations label their fields.

/** Resource of an edit page -> the table whose history it shows, from the declarations (src/resources). */
const TABLE_OF_RESOURCE: Record<string, string> = Object.fromEntries(
  DECLARATIONS.flatMap((declaration) => (declaration.history ? [[declaration.name, declaration.history]] : [])),
);

const RESOURCE_OF_TABLE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TABLE_OF_RESOURCE).map(([resource, table]) => [table, resource])),
  consultancy_email_config: 'email-configuration',
  consultancy_sign_in: 'sign-in-settings',
  // A request's page is /requests/{id}; its history's labels are the server's record name's (issue 35).
  client_request: 'client-request',
};

export const tableOfResource = (resource: string | undefined): string | undefined =>
  resource === undefined ? undefined : TABLE_OF_RESOURCE[resource];

export const resourceOfTable = (table: string): string | undefined => RESOURCE_OF_TABLE[table];

/** Tables edited on a module's own screen rather than a declared resource: where that screen keeps its field labels. */
const LABELS_OF_TABLE: Record<string, string> = {
  aspect_center_settings: 'aspects.fields',
  evaluated_aspect: 'aspects.fields',
  risk_matrix: 'risks.matrix.fields',
  residue_module_config: 'waste.config',
  ddd_service: 'resources.ddd-service.fields',
  enterprise_document: 'resources.enterprise-document.fields',
};

export const labelsOfTable = (table: string): string | undefined => LABELS_OF_TABLE[table];
