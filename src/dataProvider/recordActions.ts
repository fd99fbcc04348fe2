import type { Identifier } from 'react-admin';
import type { HttpClient } from './httpClient';

const segment = (value: Identifier) => encodeURIComponent(String(value));

// Actions on one record beyond react-admin's CRUD, asked by a button of its page.
export const recordActionMethods = (client: HttpClient) => ({
  /** Mails the user a new invitation link (the earlier one stops working); answers where it went. */
  resendInvitation: (userId: Identifier) => client.json<{ to: string }>(`/user/${segment(userId)}/invitation`, { method: 'POST' }),
  /** Removes a dangerousness class's own pictogram: the default one shows again. */
  removePictogram: (dangerousnessId: Identifier) =>
    client.send(`/dangerousness/${segment(dangerousnessId)}/pictogram`, { method: 'DELETE' }),
});
export type RecordActionMethods = ReturnType<typeof recordActionMethods>;
