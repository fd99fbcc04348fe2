import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import {
  agendaDigestSubscriptions,
  centers,
  centerUsers,
  consultancyEmailConfigs,
  consultancyStaff,
  enterpriseUsers,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { serverWideMailer } from '../../lib/mail';
import { answers, Nullable } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };

const DigestSubscription = Type.Object({
  enabled: Type.Boolean({ description: 'Whether the weekly agenda digest is mailed to the user (Mondays, overdue and due in 30 days).' }),
  language: Type.Union([Type.Literal('es'), Type.Literal('ca'), Type.Literal('en'), Type.Null()], {
    description: 'The language of the mail: the interface language when it was switched on; null when off.',
  }),
});

const DigestState = Type.Object({
  ...DigestSubscription.properties,
  mail_ready: Type.Boolean({
    description:
      'Whether a mail server can carry the digest: the SMTP settings of a consultancy of the user, or the server-wide one. ' +
      'While false the switch is kept but nothing is mailed.',
  }),
  mail_consultancy_id: Nullable(
    Type.Integer({ description: "For an admin, the consultancy whose mail settings would carry the admin's digest (to set them up)." }),
  ),
});

/**
 * Whether any consultancy of the user (their own as staff, or of a center they are assigned to or of their enterprise)
 * has its SMTP settings saved, and, as staff, their consultancy; in one statement.
 */
async function mailSettingsOf(db: Database, userId: number) {
  const answer = await db.execute(sql`
    select (select ${consultancyStaff.consultancyId} from ${consultancyStaff} where ${consultancyStaff.userId} = ${userId}) as own,
      exists (select 1 from ${consultancyEmailConfigs} where ${consultancyEmailConfigs.consultancyId} in (
        select ${consultancyStaff.consultancyId} from ${consultancyStaff} where ${consultancyStaff.userId} = ${userId}
        union select ${centers.consultancyId} from ${centerUsers}
          join ${centers} on ${centers.id} = ${centerUsers.centerId} where ${centerUsers.userId} = ${userId}
        union select ${centers.consultancyId} from ${enterpriseUsers}
          join ${centers} on ${centers.enterpriseId} = ${enterpriseUsers.enterpriseId} where ${enterpriseUsers.userId} = ${userId}
      )) as configured`);
  // Both drivers (PGlite, node-postgres) answer raw SQL with its rows.
  const [row] = (answer as unknown as { rows: { own: number | null; configured: boolean }[] }).rows;
  return { own: row?.own ?? null, configured: row?.configured === true };
}

/** The signed-in user's opt-in to the weekly agenda digest (issue 26). */
export const digestSubscriptionRoutes: RegisterModule = (app, { db, config }) => {
  app.get('/api/profile/agenda-digest', { config: signedIn, schema: { tags, response: answers(DigestState) } }, async (request) => {
    const user = currentUser(request);
    const [row] = await db
      .select({ language: agendaDigestSubscriptions.language })
      .from(agendaDigestSubscriptions)
      .where(eq(agendaDigestSubscriptions.userId, user.id));
    const mail = await mailSettingsOf(db, user.id);
    return {
      enabled: row !== undefined,
      language: (row?.language ?? null) as 'es' | 'ca' | 'en' | null,
      mail_ready: serverWideMailer(config, '') !== undefined || mail.configured,
      mail_consultancy_id: user.role === 'admin' ? mail.own : null,
    };
  });

  app.put(
    '/api/profile/agenda-digest',
    {
      config: signedIn,
      schema: { tags, body: Type.Object({ enabled: Type.Boolean() }), response: answers(DigestSubscription) },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // The mail speaks the language the user reads the interface in when they save the switch.
      const language = request.language;
      await writeTransaction(db, (tx) =>
        request.body.enabled
          ? tx
              .insert(agendaDigestSubscriptions)
              .values({ userId, language })
              .onConflictDoUpdate({ target: agendaDigestSubscriptions.userId, set: { language, updatedAt: sql`now()` } })
          : tx.delete(agendaDigestSubscriptions).where(eq(agendaDigestSubscriptions.userId, userId)),
      );
      return { enabled: request.body.enabled, language: request.body.enabled ? language : null };
    },
  );
};
