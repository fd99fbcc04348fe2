// Shared by the API and the browser app: the three roles of spec §6.
export const ROLES = ['admin', 'collaborator', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
