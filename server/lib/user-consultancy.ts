import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consultancies } from '../db/schema';

/** The domain of an e-mail address, lower-cased ("ana@Eco.es" -> "eco.es"); undefined without one. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain =
    at > 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return domain || undefined;
}

/**
 * The consultancy a person signs in under: the one whose `domain_name` is their e-mail's domain (spec: Consultancy
 * has a domain_name). Sign-in policies (two-factor required, single sign-on, password sign-in off) are the
 * consultancy's; a person of another domain (a client of an enterprise) falls under none.
 */
export async function consultancyOfEmail(
  db: Database,
  email: string,
): Promise<{ id: number; name: string; requireTwoFactor: boolean } | undefined> {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const [row] = await db
    .select({ id: consultancies.id, name: consultancies.name, requireTwoFactor: consultancies.requireTwoFactor })
    .from(consultancies)
    .where(sql`lower(${consultancies.domainName}) = ${domain}`)
    .orderBy(consultancies.id)
    .limit(1);
  return row;
}
