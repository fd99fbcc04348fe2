/** Every card of the profile page: one width, so the page reads as one column (the sessions table scrolls inside it). */
export const PROFILE_CARD_SX = { mt: 2, maxWidth: 640 } as const;
