import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { serverWideMailer } from '../../lib/mail';
import { answers, Nullable } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { digestLanguageOf, mailSettingsOf, saveDigestSubscription } from './feed-queries';

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

/** The signed-in user's opt-in to the weekly agenda digest (issue 26). */
export const digestSubscriptionRoutes: RegisterModule = (app, { db, config }) => {
  app.get('/api/profile/agenda-digest', { config: signedIn, schema: { tags, response: answers(DigestState) } }, async (request) => {
    const user = currentUser(request);
    const row = await digestLanguageOf(db, user.id);
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
      await saveDigestSubscription(db, userId, request.body.enabled, language);
      return { enabled: request.body.enabled, language: request.body.enabled ? language : null };
    },
  );
};
