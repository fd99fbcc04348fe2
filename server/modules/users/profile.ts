import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../../db/schema';
import { recordActor, writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { IMAGE_KINDS } from '../../lib/file-types';
import { Email, Password, RequiredText } from '../../lib/fields';
import { isUpload } from '../../lib/files';
import { FileField, formBody } from '../../lib/form';
import { hashPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/auth';
import { assertEmailFree, findUser, normaliseEmail, presentProfile } from './queries';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };

const ProfileUpdate = Type.Object({
  name: RequiredText(),
  email: Email(),
  password: Type.Optional(Type.Union([Type.Literal(''), Password()])),
  profile_picture: Type.Optional(FileField('profile picture: PNG, JPEG, GIF or WebP')),
});

export const profileRoutes: RegisterModule = (app, { db, files }) => {
  app.get('/api/profile', { config: signedIn, schema: { tags } }, async (request) =>
    presentProfile(db, await findUser(db, currentUser(request).id), files),
  );

  app.put('/api/profile', { config: signedIn, schema: { tags, ...formBody(ProfileUpdate) } }, async (request) => {
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
    const picture = body.profile_picture;
    if (isUpload(picture)) {
      const row = await files.saveWith(picture, 'profile_picture', IMAGE_KINDS, async (tx, fileId) => {
        await recordActor(tx);
        const [updated] = await tx.update(users).set({ ...changes, profilePictureId: fileId }).where(eq(users.id, id)).returning();
        return updated!;
      });
      await files.discard(before.profilePictureId);
      return presentProfile(db, row, files);
    }
    const [row] = await writeTransaction(db, (tx) => tx.update(users).set(changes).where(eq(users.id, id)).returning());
    return presentProfile(db, row!, files);
  });
};
