import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTwoFactors } from '../../server/db/schema';
import { PASSWORD, startTestApp, type SignedIn, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The code an authenticator app shows `steps` 30-second steps from now, computed from the secret as the app does. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Waits out the last seconds of a 30-second step, so a code made for the step before or after stays in the server's window. */
async function clearOfStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 4_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** A profile action that asks for the password and a code first (turning off, new recovery codes), as `user`. */
const withProof = (user: SignedIn, path: string) => (password: string, code: string) =>
  t.api.post(`/api/profile/two-factor/${path}`, { token: user.token, json: { password, code } });

/** Such an action refuses a wrong password, then a wrong code, each with its own error code. */
async function expectProofChecked(action: ReturnType<typeof withProof>, secret: string) {
  expect((await action('wrong-password', await codeAt(secret))).body.code).toBe('wrong_password');
  expect((await action(PASSWORD, '000000')).body.code).toBe('invalid_two_factor_code');
}

const login = (email: string, password = PASSWORD) => t.api.post('/api/login', { json: { email, password } });
const secondStep = (challenge: string, code: string, setup?: string) =>
  t.api.post('/api/login/two-factor', { json: { challenge, code, ...(setup ? { setup } : {}) } });

/**
 * Turns two-factor on from the profile. The first code is the previous step's, so the current and next
 * steps' codes are still unused for the sign-ins that follow (a code is never accepted twice).
 */
async function enableTwoFactor(user: SignedIn) {
  await clearOfStepEdge();
  const setup = await t.api.post('/api/profile/two-factor/setup', { token: user.token });
  expect(setup.status).toBe(200);
  const confirmed = await t.api.post('/api/profile/two-factor', {
    token: user.token,
    json: { setup: setup.body.setup, code: await codeAt(setup.body.secret, -1), password: PASSWORD },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

describe('turning two-factor sign-in on from the profile', () => {
  it('shows a QR code of the otpauth URI, confirms a first code and answers ten recovery codes once', async () => {
    const user = await t.createUser('collaborator');
    expect((await t.api.get('/api/profile/two-factor', { token: user.token })).body).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const setup = await t.api.post('/api/profile/two-factor/setup', { token: user.token });
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_url).toContain(encodeURIComponent(user.email));

    const wrong = await t.api.post('/api/profile/two-factor', {
      token: user.token,
      json: { setup: setup.body.setup, code: '000000', password: PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_two_factor_code', fields: { code: expect.any(String) } });

    const confirmed = await t.api.post('/api/profile/two-factor', {
      token: user.token,
      json: { setup: setup.body.setup, code: await codeAt(setup.body.secret), password: PASSWORD },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);

    const state = await t.api.get('/api/profile/two-factor', { token: user.token });
    expect(state.body).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await t.api.post('/api/profile/two-factor/setup', { token: user.token })).status).toBe(409);

    // Kept encrypted; the recovery codes only as hashes.
    const [row] = await t.database.db.select().from(userTwoFactors).where(eq(userTwoFactors.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(setup.body.secret);
    expect(row!.recoveryCodeHashes).not.toContain(confirmed.body.recovery_codes[0]);
  });

  it('gives recovery codes of four groups of five letters (about 99 bits), kept as salted hashes', async () => {
    const user = await t.createUser('client');
    const { recoveryCodes } = await enableTwoFactor(user);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/);
    const [row] = await t.database.db.select().from(userTwoFactors).where(eq(userTwoFactors.userId, user.id));
    const unsalted = recoveryCodes.map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex'));
    expect(row!.recoveryCodeHashes.some((hash) => unsalted.some((plain) => hash.includes(plain)))).toBe(false);
    expect(new Set(row!.recoveryCodeHashes.map((hash) => hash.split('$')[0])).size).toBe(10);
  });

  it('refuses a set-up sealed for another user', async () => {
    const [owner, other] = [await t.createUser('client'), await t.createUser('client')];
    const setup = await t.api.post('/api/profile/two-factor/setup', { token: owner.token });
    const stolen = await t.api.post('/api/profile/two-factor', {
      token: other.token,
      json: { setup: setup.body.setup, code: await codeAt(setup.body.secret), password: PASSWORD },
    });
    expect(stolen.status).toBe(401);
    expect(stolen.body.code).toBe('two_factor_challenge_not_valid');
  });

  it('shows turning it on and off in the user’s history, never the secret', async () => {
    const user = await t.createUser('client');
    const { secret } = await enableTwoFactor(user);
    const off = await t.api.post('/api/profile/two-factor/disable', {
      token: user.token,
      json: { password: PASSWORD, code: await codeAt(secret) },
    });
    expect(off.status).toBe(204);
    const history = await t.api.get(`/api/history?table=app_user&id=${user.id}`, { token: t.admin.token });
    const twoFactor = history.body.results.filter((change: { table: string }) => change.table === 'user_two_factor');
    expect(twoFactor.map((change: { action: string }) => change.action)).toEqual(['delete', 'create']);
    expect(twoFactor[1].actor).toMatchObject({ id: user.id });
    expect(JSON.stringify(history.body)).not.toContain(secret);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code instead of issuing tokens, then issues them for a right code', async () => {
    const user = await t.createUser('collaborator');
    const { secret } = await enableTwoFactor(user);
    const first = await login(user.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ two_factor_required: true, setup_required: false, challenge: expect.any(String) });

    // Typed as the app shows it, "123 456".
    const code = await codeAt(secret);
    const signedIn = await secondStep(first.body.challenge, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(signedIn.status).toBe(200);
    expect((await t.api.get('/api/profile', { token: signedIn.body.access })).status).toBe(200);
  });

  it('refuses a code used before, accepts one step of clock drift', async () => {
    const user = await t.createUser('client');
    const { secret } = await enableTwoFactor(user);
    await clearOfStepEdge();
    const code = await codeAt(secret);
    expect((await secondStep((await login(user.email)).body.challenge, code)).status).toBe(200);
    const reused = await secondStep((await login(user.email)).body.challenge, code);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('invalid_two_factor_code');
    // The phone's clock one step ahead.
    expect((await secondStep((await login(user.email)).body.challenge, await codeAt(secret, 1))).status).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const user = await t.createUser('client');
    const { recoveryCodes } = await enableTwoFactor(user);
    const challenge = () => login(user.email).then((answer) => answer.body.challenge as string);
    expect((await secondStep(await challenge(), recoveryCodes[3]!.toUpperCase())).status).toBe(200);
    expect((await secondStep(await challenge(), recoveryCodes[3]!)).status).toBe(401);
    expect((await t.api.get('/api/profile/two-factor', { token: user.token })).body.recovery_codes_left).toBe(9);
  });

  it('counts wrong codes in the password throttle', async () => {
    const user = await t.createUser('client');
    const { secret } = await enableTwoFactor(user);
    const { challenge } = (await login(user.email)).body;
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, '123456')).status).toBe(401);
    const throttled = await secondStep(challenge, await codeAt(secret));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
    // The password step waits too: a right password does not clear the code's failures.
    expect((await login(user.email)).status).toBe(429);
  });

  it('keeps working for a second factor and recovery codes stored before issue 32', async () => {
    const user = await t.createUser('client');
    const { secret } = await enableTwoFactor(user);
    // As they were kept: the secret sealed with the one key, a recovery code of two groups as an unsalted SHA-256.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(t.config.encryptionKey, 'base64'), iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const oldSealed = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    const oldCode = 'abcde-fghjk';
    const oldHash = createHash('sha256').update('abcdefghjk').digest('hex');
    await t.database.db
      .update(userTwoFactors)
      .set({ secretEncrypted: oldSealed, recoveryCodeHashes: [oldHash] })
      .where(eq(userTwoFactors.userId, user.id));
    expect((await secondStep((await login(user.email)).body.challenge, await codeAt(secret))).status).toBe(200);
    expect((await secondStep((await login(user.email)).body.challenge, oldCode)).status).toBe(200);
    expect((await secondStep((await login(user.email)).body.challenge, oldCode)).status).toBe(401);
  });

  it('refuses a forged or password-less challenge', async () => {
    expect((await secondStep('not-a-challenge', '123456')).status).toBe(401);
    const owner = await t.createUser('client');
    await enableTwoFactor(owner);
    const [version, iv, tag, data] = ((await login(owner.email)).body.challenge as string).split('.');
    // A tag cut to four bytes (guessable at 2^-32 a try if it were accepted), and a tampered one.
    const short = [version, iv, Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url'), data].join('.');
    const flipped = Buffer.from(tag!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    for (const forged of [short, [version, iv, flipped.toString('base64url'), data].join('.')]) {
      const answer = await secondStep(forged, '123456');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('two_factor_challenge_not_valid');
    }
    const user = await t.createUser('client');
    const setup = await t.api.post('/api/profile/two-factor/setup', { token: user.token });
    // A set-up token is not a sign-in challenge.
    const answer = await secondStep(setup.body.setup, await codeAt(setup.body.secret));
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('two_factor_challenge_not_valid');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const user = await t.createUser('collaborator');
    const { secret, recoveryCodes } = await enableTwoFactor(user);
    const off = withProof(user, 'disable');
    await expectProofChecked(off, secret);
    expect((await off(PASSWORD, recoveryCodes[0]!)).status).toBe(204);
    expect((await login(user.email)).body).toMatchObject({ access: expect.any(String) });
    expect((await off(PASSWORD, '000000')).status).toBe(409);
  });
});

describe('new recovery codes from the profile', () => {
  it('needs the password and a current code; the old codes stop working, the new ones sign in', async () => {
    const user = await t.createUser('collaborator');
    const { secret, recoveryCodes } = await enableTwoFactor(user);
    const renew = withProof(user, 'recovery-codes');
    await expectProofChecked(renew, secret);
    const renewed = await renew(PASSWORD, await codeAt(secret));
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const fresh = renewed.body.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await t.api.get('/api/profile/two-factor', { token: user.token })).body.recovery_codes_left).toBe(10);
    const challenge = () => login(user.email).then((answer) => answer.body.challenge as string);
    expect((await secondStep(await challenge(), recoveryCodes[0]!)).status).toBe(401);
    expect((await secondStep(await challenge(), fresh[0]!)).status).toBe(200);
  });

  it('is refused without a second factor', async () => {
    const user = await t.createUser('client');
    const answer = await t.api.post('/api/profile/two-factor/recovery-codes', {
      token: user.token,
      json: { password: PASSWORD, code: '123456' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('two_factor_not_enabled');
  });
});

describe('a consultancy that requires two-factor sign-in', () => {
  it('makes its admins and collaborators set it up at sign-in, not its clients; they cannot turn it off', async () => {
    const consultancy = await t.api.post('/api/consultancy', {
      token: t.admin.token,
      form: { name: 'Strict SL', domain_name: 'strict.example', require_two_factor: 'true' },
    });
    expect(consultancy.body.require_two_factor).toBe(true);
    const collaborator = await t.createUser('collaborator', 'ana@strict.example');
    // createUser signed in through the set-up step, which issued no token.
    expect(collaborator.token).toBeUndefined();
    const client = await t.createUser('client', 'pau@strict.example');
    expect(client.token).toEqual(expect.any(String));

    const first = await login(collaborator.email);
    expect(first.body).toMatchObject({ two_factor_required: true, setup_required: true });
    expect((await secondStep(first.body.challenge, '123456')).status).toBe(400);
    const setup = await t.api.post('/api/login/two-factor/setup', { json: { challenge: first.body.challenge } });
    expect(setup.body.qr_code).toMatch(/^data:image\/png/);
    const wrong = await secondStep(first.body.challenge, '000000', setup.body.setup);
    expect(wrong.status).toBe(401);
    const signedIn = await secondStep(first.body.challenge, await codeAt(setup.body.secret), setup.body.setup);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.recovery_codes).toHaveLength(10);

    const token = signedIn.body.access as string;
    expect((await t.api.get('/api/profile/two-factor', { token })).body).toMatchObject({ enabled: true, required: true });
    const off = await t.api.post('/api/profile/two-factor/disable', {
      token,
      json: { password: PASSWORD, code: signedIn.body.recovery_codes[0] },
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('two_factor_required_by_consultancy');
    // From now on: a code, no set-up.
    expect((await login(collaborator.email)).body).toMatchObject({ setup_required: false });
  });
});
