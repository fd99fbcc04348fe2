import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consultancies, consultancyStaff, users } from '../db/schema';

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

export interface UserConsultancy {
  id: number;
  name: string;
  requireTwoFactor: boolean;
}

const consultancyColumns = { id: consultancies.id, name: consultancies.name, requireTwoFactor: consultancies.requireTwoFactor };

/**
 * The consultancy a staff user (admin, collaborator) belongs to: its sign-in policies (two-step required, single
 * sign-on, password sign-in off) are theirs whatever their e-mail says. Clients belong to none.
 */
export async function consultancyOfUser(db: Database, userId: number): Promise<UserConsultancy | undefined> {
  const [row] = await db
    .select(consultancyColumns)
    .from(consultancyStaff)
    .innerJoin(consultancies, eq(consultancies.id, consultancyStaff.consultancyId))
    .innerJoin(users, eq(users.id, consultancyStaff.userId))
    .where(sql`${consultancyStaff.userId} = ${userId} and ${users.role} <> 'client'`);
  return row;
}

/**
 * The consultancy a person signs in under, before anyone is signed in (the login's password check, single sign-on's
 * first step), in one statement: for an e-mail of an account, that account's membership (none for a client, or a
 * staff user of no consultancy); for an e-mail nobody has, the consultancy of its domain, so that an unknown address
 * is answered as it always was and tells nobody whether the account exists.
 */
export async function consultancyOfEmail(db: Database, email: string): Promise<UserConsultancy | undefined> {
  const address = email.trim().toLowerCase();
  const domain = emailDomain(address) ?? '';
  const [row] = await db
    .select(consultancyColumns)
    .from(consultancies)
    .where(
      sql`case when exists (select 1 from ${users} where ${users.email} = ${address})
        then ${consultancies.id} = (select ${consultancyStaff.consultancyId} from ${consultancyStaff}
          join ${users} on ${users.id} = ${consultancyStaff.userId}
          where ${users.email} = ${address} and ${users.role} <> 'client')
        else lower(${consultancies.domainName}) = ${domain} end`,
    );
  return row;
}
