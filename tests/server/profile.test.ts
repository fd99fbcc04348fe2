import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultancies, consultancySignIns, emailChanges, userSessions } from '../../server/db/schema';
import { PASSWORD, startTestApp, type SignedIn, type TestApp } from './support/app';
import { minimalPdf, storedKeys, tinyPng } from './support/files';
import { startSmtpServer, type ReceivedMail } from './support/smtp';

let t: TestApp;
/** The server-wide SMTP_URL: every mail of these tests goes through it. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'no-reply@envcomply.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every stored file: what the storage holds must match what rows reference. */
const filesStored = () => storedKeys(t);

describe('GET /api/profile', () => {
  it('answers the signed-in user, whatever the role', async () => {
    for (const who of [t.admin, t.collaborator, t.client]) {
      const answer = await t.api.get('/api/profile', { token: who.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: who.id, email: who.email, profile_picture: null, enterpriseList: [], centerList: [] });
    }
  });
});

describe('PUT /api/profile', () => {
  it('changes the name without touching the password when none is sent', async () => {
    const user = await t.createUser('client');
    const answer = await t.api.put('/api/profile', { token: user.token, form: { name: 'Jordi Vidal', email: user.email } });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('Jordi Vidal');
    expect((await t.api.post('/api/login', { json: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('changes the password when filled, with the current one', async () => {
    const user = await t.createUser('collaborator');
    const answer = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'X', email: user.email, password: 'another-password', current_password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect((await t.api.post('/api/login', { json: { email: user.email, password: 'another-password' } })).status).toBe(200);
  });

  it('stores a picture behind a signed link that serves the same bytes, and replaces it without leaving the old file', async () => {
    const user = await t.createUser('collaborator');
    const png = tinyPng();
    const first = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'Pic', email: user.email, profile_picture: { name: 'me.png', data: png, type: 'image/png' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.profile_picture).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const download = await t.api.get(first.body.profile_picture);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.bytes.equals(png)).toBe(true);
    const before = (await filesStored()).length;
    const second = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'Pic', email: user.email, profile_picture: { name: 'me2.png', data: png } },
    });
    expect(second.body.profile_picture).not.toBe(first.body.profile_picture);
    expect((await filesStored()).length).toBe(before);
    expect((await t.api.get(first.body.profile_picture)).status).toBe(404);
  });

  it('refuses a file that is not an image by its content, whatever its name, and writes nothing', async () => {
    const user = await t.createUser('client');
    const before = (await filesStored()).length;
    for (const file of [
      { name: 'cv.pdf', data: minimalPdf() },
      { name: 'fake.png', data: Buffer.from('<svg onload=alert(1)>') },
    ]) {
      const answer = await t.api.put('/api/profile', {
        token: user.token,
        form: { name: 'Changed', email: user.email, profile_picture: file },
      });
      expect(answer.status).toBe(415);
      expect(answer.body.fields).toHaveProperty('profile_picture');
    }
    expect((await filesStored()).length).toBe(before);
    expect((await t.api.get('/api/profile', { token: user.token })).body.name).not.toBe('Changed');
  });

  it('answers 413 for a picture over the upload limit and keeps no file', async () => {
    const user = await t.createUser('client');
    const before = (await filesStored()).length;
    const big = Buffer.concat([tinyPng(), Buffer.alloc(t.config.uploadMaxBytes)]);
    const answer = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'Big', email: user.email, profile_picture: { name: 'big.png', data: big } },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('file_too_large');
    expect((await filesStored()).length).toBe(before);
  });

  it('leaves no orphan file when the database write fails after the upload', async () => {
    const user = await t.createUser('client');
    const before = (await filesStored()).length;
    // A rule only the database knows refuses the row inside the file's transaction.
    await t.database.db.execute(sql`alter table app_user add constraint app_user_name_check check (name <> 'Refused by the database')`);
    try {
      const answer = await t.api.put('/api/profile', {
        token: user.token,
        form: { name: 'Refused by the database', email: user.email, profile_picture: { name: 'a.png', data: tinyPng() } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('name');
    } finally {
      await t.database.db.execute(sql`alter table app_user drop constraint app_user_name_check`);
    }
    expect((await filesStored()).length).toBe(before);
  });

  it('validates fields like the user form', async () => {
    const answer = await t.api.put('/api/profile', { token: t.client.token, form: { name: '', email: 'nope', password: '123' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['email', 'name', 'password']);
  });
});

describe('GET /api/files/:fileId', () => {
  it('refuses a tampered or expired link', async () => {
    const user = await t.createUser('client');
    const url: string = (
      await t.api.put('/api/profile', {
        token: user.token,
        form: { name: 'P', email: user.email, profile_picture: { name: 'p.png', data: tinyPng() } },
      })
    ).body.profile_picture;
    expect((await t.api.get(url.replace(/signature=.{4}/, 'signature=AAAA'))).status).toBe(403);
    expect((await t.api.get(url.replace(/expires=\d+/, 'expires=1000'))).status).toBe(403);
    expect((await t.api.get(url.replace(/\?.*$/, ''))).status).toBe(400);
  });
});

/** The mail number `count` sent to `to`, waiting for it (the notice to the old address goes after the answer). */
async function mailTo(to: string, count = 1): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= count) return found[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail number ${count} to ${to}`);
}
/** A mail's text with quoted-printable soft breaks joined. */
const textOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '');
const confirmationToken = (mail: ReceivedMail) => textOf(mail).match(/http:\/\/app\.test\/confirm-email\/([A-Za-z0-9_-]+)/)![1]!;

const login = (email: string, password = PASSWORD) => t.api.post('/api/login', { json: { email, password } });
const putProfile = (user: SignedIn, form: Record<string, string>) =>
  t.api.put('/api/profile', { token: user.token, form: { name: 'Me', email: user.email, ...form } });
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('PUT /api/profile: the current password before what could take the account over', () => {
  it('answers 400 naming current_password when a new password or e-mail comes without it, and changes nothing', async () => {
    const user = await t.createUser('collaborator');
    for (const form of [{ password: 'another-password' }, { email: 'elsewhere@test.example' }] as Record<string, string>[]) {
      const answer = await putProfile(user, form);
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('current_password');
    }
    expect((await login(user.email)).status).toBe(200);
    expect((await t.api.get('/api/profile', { token: user.token })).body).toMatchObject({ email: user.email, pending_email: null });
  });

  it('answers 400 to a wrong one, which counts as a failed sign-in until the account must wait', async () => {
    const user = await t.createUser('client');
    const wrong = await putProfile(user, { password: 'another-password', current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', fields: { current_password: expect.any(String) } });
    for (let i = 0; i < 4; i++) await putProfile(user, { password: 'another-password', current_password: 'not-my-password' });
    // Five failures from this address: even the right password waits now, at the profile as at the login.
    const throttled = await putProfile(user, { password: 'another-password', current_password: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(user.email)).status).toBe(429);
  });

  it('asks nothing to change only the name', async () => {
    const user = await t.createUser('collaborator');
    expect((await putProfile(user, { name: 'Only the name' })).status).toBe(200);
  });
});

describe('PUT /api/profile with a new e-mail', () => {
  it('keeps the old address until the link mailed to the new one is opened, and tells the old address', async () => {
    const user = await t.createUser('collaborator');
    const newEmail = `moved-${user.id}@elsewhere.example`;
    const asked = await putProfile(user, { email: newEmail.toUpperCase(), current_password: PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ email: user.email, pending_email: newEmail });
    expect((await t.api.get('/api/profile', { token: user.token })).body.pending_email).toBe(newEmail);
    expect((await login(newEmail)).status).toBe(401);
    expect((await login(user.email)).status).toBe(200);

    const notice = textOf(await mailTo(user.email));
    expect(notice).toContain(newEmail);
    const token = confirmationToken(await mailTo(newEmail));
    expect((await t.api.get(`/api/profile/email/${token}`)).body).toEqual({ name: 'Me', email: newEmail });

    const confirmed = await t.api.post(`/api/profile/email/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect((await t.api.get('/api/profile', { token: user.token })).body).toMatchObject({ email: newEmail, pending_email: null });
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(user.email)).status).toBe(401);
    // The link works once.
    expect((await t.api.post(`/api/profile/email/${token}`)).status).toBe(404);
  });

  it('changes no sign-in rule: a collaborator of a consultancy that requires two-step verification still needs it', async () => {
    const domain = `strict-${Math.random().toString(36).slice(2, 8)}.example`;
    const consultancy = await t.api.post('/api/consultancy', { token: t.admin.token, form: { name: domain, domain_name: domain } });
    // Signed in before the consultancy required it: the profile works with the token createUser got.
    const user = await t.createUser('collaborator', `marc@${domain}`);
    await t.database.db.update(consultancies).set({ requireTwoFactor: true }).where(eq(consultancies.id, consultancy.body.id));
    expect((await login(user.email)).body).toMatchObject({ two_factor_required: true });
    const newEmail = `marc-${user.id}@personal.example`;
    expect((await putProfile(user, { email: newEmail, current_password: PASSWORD })).status).toBe(200);
    expect((await t.api.post(`/api/profile/email/${confirmationToken(await mailTo(newEmail))}`)).status).toBe(200);
    expect((await login(newEmail)).body).toMatchObject({ two_factor_required: true, setup_required: true });
  });

  it('answers 410 to an expired link and keeps the old address; a newer request replaces the older link', async () => {
    const user = await t.createUser('client');
    await putProfile(user, { email: `first-${user.id}@elsewhere.example`, current_password: PASSWORD });
    const first = confirmationToken(await mailTo(`first-${user.id}@elsewhere.example`));
    await putProfile(user, { email: `second-${user.id}@elsewhere.example`, current_password: PASSWORD });
    const second = confirmationToken(await mailTo(`second-${user.id}@elsewhere.example`));
    expect((await t.api.post(`/api/profile/email/${first}`)).status).toBe(404);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    const expired = await t.api.post(`/api/profile/email/${second}`);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('link_expired');
    expect((await t.api.get('/api/profile', { token: user.token })).body).toMatchObject({ email: user.email, pending_email: null });
  });

  it('answers 409 naming the e-mail when another account has it, and mails nothing', async () => {
    const user = await t.createUser('client');
    const mails = smtp.received.length;
    const answer = await putProfile(user, { email: t.admin.email, current_password: PASSWORD });
    expect(answer.status).toBe(409);
    expect(answer.body.fields).toHaveProperty('email');
    expect(smtp.received.length).toBe(mails);
  });
});

describe('turning two-step verification on from the profile', () => {
  it('needs the current password besides the first code', async () => {
    const user = await t.createUser('collaborator');
    const setup = (await t.api.post('/api/profile/two-factor/setup', { token: user.token })).body;
    const confirm = (json: Record<string, string>) =>
      t.api.post('/api/profile/two-factor', { token: user.token, json: { setup: setup.setup, ...json } });
    const without = await confirm({ code: await codeAt(setup.secret) });
    expect(without.status).toBe(400);
    expect(without.body.fields).toHaveProperty('password');
    const wrong = await confirm({ code: await codeAt(setup.secret), password: 'not-my-password' });
    expect(wrong.body.code).toBe('wrong_password');
    expect((await t.api.get('/api/profile/two-factor', { token: user.token })).body.enabled).toBe(false);
    const right = await confirm({ code: await codeAt(setup.secret), password: PASSWORD });
    expect(right.status).toBe(201);
  });
});

describe('re-authentication of a person who signs in only through their consultancy’s provider', () => {
  /** A collaborator of a consultancy whose password sign-in is off (its provider is not called in these tests). */
  async function providerOnlyCollaborator() {
    const domain = `provider-only-${Math.random().toString(36).slice(2, 8)}.example`;
    const consultancy = await t.api.post('/api/consultancy', { token: t.admin.token, form: { name: domain, domain_name: domain } });
    const user = await t.createUser('collaborator', `ona@${domain}`);
    await t.database.db.insert(consultancySignIns).values({
      consultancyId: consultancy.body.id,
      providerName: 'Entra ID',
      issuer: 'https://login.example/tenant/v2.0',
      clientId: 'client',
      enabled: true,
      passwordSignIn: false,
    });
    return user;
  }

  it('proves themselves with a second-factor code when they have one', async () => {
    const user = await providerOnlyCollaborator();
    const setup = (await t.api.post('/api/profile/two-factor/setup', { token: user.token })).body;
    // Set up before password sign-in was turned off would be the same: here the provider session is recent.
    await t.database.db.update(userSessions).set({ signedInWith: 'single-sign-on' }).where(eq(userSessions.userId, user.id));
    expect(
      (
        await t.api.post('/api/profile/two-factor', {
          token: user.token,
          json: { setup: setup.setup, code: await codeAt(setup.secret, -1) },
        })
      ).status,
    ).toBe(201);
    const withoutCode = await putProfile(user, { password: 'a-new-password', current_password: PASSWORD });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.fields).toHaveProperty('two_factor_code');
    const wrongCode = await putProfile(user, { password: 'a-new-password', two_factor_code: '000000' });
    expect(wrongCode.body.code).toBe('invalid_two_factor_code');
    expect((await putProfile(user, { password: 'a-new-password', two_factor_code: await codeAt(setup.secret) })).status).toBe(200);
  });

  it('without a second factor, needs a sign-in through the provider in the last ten minutes', async () => {
    const user = await providerOnlyCollaborator();
    const old = await putProfile(user, { password: 'a-new-password', current_password: PASSWORD });
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('recent_sign_in_required');
    await t.database.db.update(userSessions).set({ signedInWith: 'single-sign-on' }).where(eq(userSessions.userId, user.id));
    expect((await putProfile(user, { password: 'a-new-password' })).status).toBe(200);
    await t.database.db
      .update(userSessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(userSessions.userId, user.id));
    expect((await putProfile(user, { password: 'another-new-password' })).status).toBe(403);
  });
});
