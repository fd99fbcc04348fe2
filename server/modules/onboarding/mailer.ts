import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { centers, centerUsers, consultancies, enterpriseUsers } from '../../db/schema';
import type { Language } from '../../lib/language';
import { serverWideMailer, type Mailer } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { senderOf, smtpSettingsOf } from '../organisation/email-config';

/**
 * The consultancy a user belongs to: of a center they are assigned to, or of a center of one of their
 * enterprises (the lowest id, so the choice is stable). Null for a user without any yet.
 */
async function consultancyOf(db: Database, userId: number) {
  const [direct] = await db
    .select({ consultancy: consultancies, language: centers.usedLanguage })
    .from(centerUsers)
    .innerJoin(centers, eq(centers.id, centerUsers.centerId))
    .innerJoin(consultancies, eq(consultancies.id, centers.consultancyId))
    .where(eq(centerUsers.userId, userId))
    .orderBy(asc(centers.id))
    .limit(1);
  if (direct) return direct;
  const [throughEnterprise] = await db
    .select({ consultancy: consultancies, language: centers.usedLanguage })
    .from(enterpriseUsers)
    .innerJoin(centers, eq(centers.enterpriseId, enterpriseUsers.enterpriseId))
    .innerJoin(consultancies, eq(consultancies.id, centers.consultancyId))
    .where(eq(enterpriseUsers.userId, userId))
    .orderBy(asc(centers.id))
    .limit(1);
  return throughEnterprise ?? null;
}

/**
 * How to write to a user: their consultancy's SMTP settings, or the server-wide SMTP_URL when they have
 * no consultancy (or it has no mail set up). `language` is their center's language when they have one.
 */
export async function mailerFor(
  db: Database,
  secrets: SecretBox,
  config: Config,
  userId: number,
): Promise<{ mailer: Mailer | null; language: Language | null }> {
  const found = await consultancyOf(db, userId);
  const language = found ? (found.language as Language) : null;
  if (found) {
    const settings = await smtpSettingsOf(db, secrets, found.consultancy.id, config.outboundPrivateHosts);
    if (settings) return { mailer: { settings, from: senderOf(found.consultancy, settings.username) }, language };
  }
  return { mailer: serverWideMailer(config, found?.consultancy.name ?? 'EnvComply') ?? null, language };
}
