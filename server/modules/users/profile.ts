import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { IMAGE_KINDS } from '../../lib/file-types';
import { Email, Password, RequiredText } from '../../lib/fields';
import { isUpload } from '../../lib/files';
import { FileField, formBody } from '../../lib/form';
import { hashPassword } from '../../lib/passwords';
import { answers, NullableText } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { MembershipFields } from '../organisation/present';
import { assertEmailFree, findUser, normaliseEmail, presentProfile } from './queries';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };

const ProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  ...MembershipFields,
  profile_picture: NullableText(),
});

const ProfileUpdate = Type.Object({
  name: RequiredText(),
  email: Email(),
  password: Type.Optional(Type.Union([Type.Literal(''), Password()])),
  profile_picture: Type.Optional(FileField('profile picture: PNG, JPEG, GIF or WebP')),
});

export const profileRoutes: RegisterModule = (app, { db, files, sessions }) => {
  app.get('/api/profile', { config: signedIn, schema: { tags, response: answers(ProfileSchema) } }, async (request) =>
    presentProfile(db, await findUser(db, currentUser(request).id), files),
  );

  app.put(
    '/api/profile',
    { config: signedIn, schema: { tags, ...formBody(ProfileUpdate), response: answers(ProfileSchema) } },
    async (request) => {
      const { id } = currentUser(request);
      const body = request.body;
      const before = await findUser(db, id);
      const email = normaliseEmail(body.email);
      await assertEmailFree(db, email, id);
      const changes = {
        name: body.name.trim(),
        email,
        updatedAt: sql`now()`,
        ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      };
      const row = await files.saveOptional(body.profile_picture, 'profile_picture', IMAGE_KINDS, async (tx, fileId) => {
        const [updated] = await tx
          .update(users)
          .set({ ...changes, ...(fileId ? { profilePictureId: fileId } : {}) })
          .where(eq(users.id, id))
          .returning();
        // A new password ends every other session of the user; this one stays signed in so the page keeps working.
        if (body.password) await sessions.endAllOf(tx, id, request.sessionId);
        return updated!;
      });
      if (body.password) sessions.forgetUser(id);
      if (isUpload(body.profile_picture)) await files.discard(before.profilePictureId);
      return presentProfile(db, row, files);
    },
  );
};
