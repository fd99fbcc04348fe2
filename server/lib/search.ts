import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** A LIKE pattern for "contains" the text, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The column matches the pattern ignoring case and accents ("autorizacion" finds "Autorización").
 * The expression is the one the trigram indexes are built on (migration search_trigrams), so they serve it;
 * accents go before lower-casing because lower() in a C locale leaves accented capitals alone.
 */
export const matches = (column: AnyColumn, pattern: string | Placeholder): SQL =>
  sql`lower(f_unaccent(${column})) like lower(f_unaccent(${pattern}))`;
