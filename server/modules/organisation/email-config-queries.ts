import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultancies, consultancyEmailConfigs, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';

// The SQL of a consultancy's e-mail settings (email-config.ts): the consultancy, its SMTP settings, their save.

/** The consultancy, or 404. */
export async function findConsultancy(db: Database, id: number) {
  const [consultancy] = await db.select().from(consultancies).where(eq(consultancies.id, id));
  if (!consultancy) throw notFound('consultancy');
  return consultancy;
}

/** What a consultancy's mail is sent as (undefined: no such consultancy). */
export async function consultancySenderOf(db: Database, consultancyId: number) {
  const [consultancy] = await db
    .select({ id: consultancies.id, name: consultancies.name, domainName: consultancies.domainName })
    .from(consultancies)
    .where(eq(consultancies.id, consultancyId));
  return consultancy;
}

/** The consultancy's stored SMTP settings, or undefined until saved. */
export async function emailConfigOf(db: Database, consultancyId: number) {
  const [config] = await db.select().from(consultancyEmailConfigs).where(eq(consultancyEmailConfigs.consultancyId, consultancyId));
  return config;
}

export async function saveEmailConfig(
  db: Database,
  consultancyId: number,
  values: Omit<typeof consultancyEmailConfigs.$inferInsert, 'consultancyId'>,
) {
  const [config] = await writeTransaction(db, (tx) =>
    tx
      .insert(consultancyEmailConfigs)
      .values({ consultancyId, ...values })
      .onConflictDoUpdate({ target: consultancyEmailConfigs.consultancyId, set: { ...values, updatedAt: sql`now()` } })
      .returning(),
  );
  return config!;
}

/** The e-mail of the signed-in user (where a test message goes unless another address is given). */
export async function emailOfUser(db: Database, userId: number) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return me!.email;
}
