import type { RegisterModule } from '../../lib/api';
import { IMAGE_KINDS } from '../../lib/file-types';
import { isUpload } from '../../lib/files';
import { formBody } from '../../lib/form';
import { hashPassword, refuseGuessablePassword } from '../../lib/passwords';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { mailConfirmation, noticeOldAddress } from './email-change';
import { pendingEmailOf, storePendingEmail } from './email-change-queries';
import { assertEmailFree, findUser, normaliseEmail, presentProfile, updateProfile, type UserRow } from './queries';
import { ProfileSchema, ProfileUpdate } from './schemas';
import { reauthenticate } from './reauthentication';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };

export const profileRoutes: RegisterModule = (app, context) => {
  const { db, files, sessions } = context;
  const present = async (row: UserRow) => ({ ...(await presentProfile(db, row, files)), pending_email: await pendingEmailOf(db, row.id) });

  app.get('/api/profile', { config: signedIn, schema: { tags, response: answers(ProfileSchema) } }, async (request) =>
    present(await findUser(db, currentUser(request).id)),
  );

  app.put(
    '/api/profile',
    { config: signedIn, schema: { tags, ...formBody(ProfileUpdate), response: answers(ProfileSchema) } },
    async (request, reply) => {
      const { id } = currentUser(request);
      const body = request.body;
      const before = await findUser(db, id);
      const email = normaliseEmail(body.email);
      const changesEmail = email !== before.email;
      // What could take the account over (a new password, a new address and then "forgot password") asks for proof first.
      if (body.password || changesEmail) {
        await reauthenticate(
          context,
          request,
          reply,
          before,
          { password: body.current_password, code: body.two_factor_code },
          { password: 'current_password', code: 'two_factor_code' },
        );
      }
      if (body.password) await refuseGuessablePassword(body.password, 'password', before.email);
      if (changesEmail) await assertEmailFree(db, email, id);
      // The link goes before anything is written: a mail that cannot go leaves the profile as it was.
      const pending = changesEmail ? await mailConfirmation(context, before, email, request.language, request.log) : undefined;
      const changes = {
        name: body.name.trim(),
        ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      };
      const row = await files.saveOptional(body.profile_picture, 'profile_picture', IMAGE_KINDS, async (tx, fileId) => {
        const updated = await updateProfile(tx, id, { ...changes, ...(fileId ? { profilePictureId: fileId } : {}) });
        if (pending) await storePendingEmail(tx, id, pending);
        // A new password ends every other session of the user; this one stays signed in so the page keeps working.
        if (body.password) await sessions.endAllOf(tx, id, request.sessionId);
        return updated;
      });
      if (body.password) sessions.forgetUser(id);
      if (isUpload(body.profile_picture)) await files.discard(before.profilePictureId);
      if (pending) await noticeOldAddress(context, before, email, request.language, request.log);
      return present(row);
    },
  );
};
