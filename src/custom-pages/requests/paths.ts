import type { Identifier } from 'react-admin';

// Issue 35: the server's mails link to /requests/{id}; the lists and the new-request form sit beside it.
export const REQUESTS_PATH = '/requests';
export const NEW_REQUEST_PATH = '/requests/new';
export const REQUEST_ROUTE = '/requests/:requestId';
export { requestPath } from '../../../contract/requests';
/** The list filtered to one center (the list keeps its filters in the address). */
export const centerRequestsPath = (centerId: Identifier) =>
  `${REQUESTS_PATH}?${new URLSearchParams({ filter: JSON.stringify({ centerId: Number(centerId) }) }).toString()}`;
