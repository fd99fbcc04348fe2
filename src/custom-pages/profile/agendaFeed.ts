import type { AppDataProvider } from '../../dataProvider';

/** GET /api/profile/agenda-feed: whether the user has a calendar link (never the link itself again). */
export interface AgendaFeedState {
  active: boolean;
  created_at: string | null;
  last_used_at: string | null;
  language: string | null;
}

/** The profile's calendar link through the data provider's own getOne/create/delete on its path, as the sessions do. */
export const agendaFeed = (dataProvider: AppDataProvider) => ({
  get: async () => (await dataProvider.getOne('profile', { id: 'agenda-feed' })).data as unknown as AgendaFeedState,
  /** Makes a new link (the old one stops) and answers its address, shown this once. */
  create: async () => ((await dataProvider.create('profile/agenda-feed', { data: {} })).data as unknown as { url: string }).url,
  revoke: () => dataProvider.delete('profile', { id: 'agenda-feed' }).then(() => undefined),
});

/** The profile section's anchor, where the agenda page's "subscribe" button leads. */
export const CALENDAR_SECTION_ID = 'calendar';
