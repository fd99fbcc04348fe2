/** Shortest password a person may choose (ASVS 2.1.1), checked by the server and told by the pages; the longest is 128. */
export const PASSWORD_MIN_LENGTH = 12;
