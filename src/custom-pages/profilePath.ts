/** Route of the profile page (spec §2: any signed-in user). */
export const PROFILE_PATH = '/profile';
