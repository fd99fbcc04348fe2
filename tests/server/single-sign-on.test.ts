import { eq } from 'drizzle-orm';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultancySignIns, loginFailures } from '../../server/db/schema';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { PASSWORD, startTestApp, type TestApp } from './support/app';

let t: TestApp;
let provider: TestProvider;
const REDIRECT_URI = 'http://app.test/api/sso/callback';
beforeAll(async () => {
  t = await startTestApp({ outboundPrivateHosts: 'allow' });
  provider = await startOidcProvider(REDIRECT_URI, {
    'unverified-login': { email: 'eva@unverified.example', email_verified: false },
  });
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const asAdmin = () => ({ token: t.admin.token });
let domains = 0;

/** A consultancy of its own domain, with single sign-on through the test provider. */
async function consultancyWithProvider(overrides: Record<string, unknown> = {}) {
  const domain = `sso-${++domains}.example`;
  const created = await t.api.post('/api/consultancy', { ...asAdmin(), form: { name: `Consultora ${domains}`, domain_name: domain } });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const saved = await t.api.post(`/api/consultancy/${id}/sign-in-config`, { ...asAdmin(), json: settings(overrides) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id, domain };
}

const settings = (overrides: Record<string, unknown> = {}) => ({
  provider_name: 'Keycloak',
  issuer: provider.issuer,
  client_id: provider.clientId,
  client_secret: provider.clientSecret,
  enabled: true,
  password_sign_in: true,
  ...overrides,
});

/** A browser's cookies, by name (the app and the provider are both on 127.0.0.1). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=')) this.cookies.set(name.trim(), value.join('='));
      else this.cookies.delete(name.trim());
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * A person's trip as a browser makes it: the app's start address, the provider's login page (any password) and
 * consent, the app's callback; answers what the app's return page receives in its fragment.
 */
async function signInThroughProvider(email: string, login = email, jar = new CookieJar()): Promise<URLSearchParams> {
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url.replace('http://app.test', t.api.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.keep(response);
    return response;
  };
  let url = `${t.api.baseUrl}/api/sso/start?email=${encodeURIComponent(email)}`;
  for (let step = 0; step < 20; step++) {
    const response = await visit(url);
    let next = response.headers.get('location');
    if (response.status === 200) {
      // The provider's login or consent form.
      const html = await response.text();
      const action = /action="([^"]+)"/.exec(html)![1]!;
      const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]!;
      const fields: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'whatever' } : { prompt };
      const submitted = await visit(new URL(action, url).href, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      next = submitted.headers.get('location');
    }
    expect(next, `step ${step} at ${url}`).toBeTruthy();
    if (next!.startsWith('/single-sign-on#')) return new URLSearchParams(next!.split('#')[1]);
    url = new URL(next!, url).href;
  }
  throw new Error('the sign-in did not come back to the app');
}

/** The return page trading its one-time code, from the browser of `jar` (none: another browser). */
const exchange = (code: string, jar?: CookieJar) =>
  t.api.post('/api/sso/exchange', { json: { code }, headers: jar ? { cookie: jar.header() } : {} });

describe('/api/consultancy/:id/sign-in-config', () => {
  it('answers the defaults and the redirect address before anything is saved', async () => {
    const created = await t.api.post('/api/consultancy', { ...asAdmin(), form: { name: 'Nueva', domain_name: 'nueva-sso.example' } });
    const read = await t.api.get(`/api/consultancy/${created.body.id}/sign-in-config`, asAdmin());
    expect(read.body).toMatchObject({ enabled: false, password_sign_in: true, has_secret: false, issuer: '', redirect_uri: REDIRECT_URI });
  });

  it('keeps the secret encrypted, never answers it, and keeps it when an update leaves it empty', async () => {
    const { id } = await consultancyWithProvider();
    const read = await t.api.get(`/api/consultancy/${id}/sign-in-config`, asAdmin());
    expect(read.body).toMatchObject({
      provider_name: 'Keycloak',
      issuer: provider.issuer,
      client_id: 'envcomply',
      has_secret: true,
      enabled: true,
    });
    expect(JSON.stringify(read.body)).not.toContain(provider.clientSecret);
    const [row] = await t.database.db.select().from(consultancySignIns).where(eq(consultancySignIns.consultancyId, id));
    expect(row!.clientSecretEncrypted).not.toContain(provider.clientSecret);
    const kept = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ client_secret: '', provider_name: 'Otro' }),
    });
    expect(kept.body).toMatchObject({ provider_name: 'Otro', has_secret: true });
    // The change history files the settings under the consultancy, without the secret.
    const history = await t.api.get(`/api/history?table=consultancy&id=${id}&pageSize=50`, asAdmin());
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('consultancy_sign_in');
    expect(JSON.stringify(history.body)).not.toContain(row!.clientSecretEncrypted!);
    expect(JSON.stringify(history.body)).not.toContain('client_secret');
    // The form sends null for an untouched secret: kept too.
    const untouched = await t.api.post(`/api/consultancy/${id}/sign-in-config`, { ...asAdmin(), json: settings({ client_secret: null }) });
    expect(untouched.body).toMatchObject({ has_secret: true });
    expect(JSON.stringify(kept.body)).not.toContain(provider.clientSecret);
  });

  it('is for admins only', async () => {
    const { id } = await consultancyWithProvider();
    for (const user of [t.collaborator, t.client]) {
      expect((await t.api.get(`/api/consultancy/${id}/sign-in-config`, { token: user.token })).status).toBe(403);
      expect((await t.api.post(`/api/consultancy/${id}/sign-in-config`, { token: user.token, json: settings() })).status).toBe(403);
    }
    expect((await t.api.get(`/api/consultancy/${id}/sign-in-config`)).status).toBe(401);
    expect((await t.api.get('/api/consultancy/999999/sign-in-config', asAdmin())).status).toBe(404);
  });

  it('names the issuer when no provider answers there, or when it is not https', async () => {
    const { id } = await consultancyWithProvider();
    const silent = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ issuer: 'http://127.0.0.1:9/none' }),
    });
    expect(silent.status).toBe(400);
    expect(silent.body.fields).toHaveProperty('issuer');
    const catalan = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ issuer: 'http://127.0.0.1:9/none' }),
      headers: { 'accept-language': 'ca-ES' },
    });
    expect(catalan.body.fields.issuer).toBe('Cap proveïdor OpenID Connect no ha respost en aquesta adreça.');
    const plain = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ issuer: 'http://login.example.com' }),
    });
    expect(plain.body.fields).toHaveProperty('issuer');
  });

  it('refuses password sign-in off without single sign-on, and a first save without a secret', async () => {
    const { id } = await consultancyWithProvider();
    const locked = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ enabled: false, password_sign_in: false }),
    });
    expect(locked.body.fields).toHaveProperty('password_sign_in');
    const created = await t.api.post('/api/consultancy', {
      ...asAdmin(),
      form: { name: 'Sin secreto', domain_name: 'sin-secreto.example' },
    });
    const secretless = await t.api.post(`/api/consultancy/${created.body.id}/sign-in-config`, {
      ...asAdmin(),
      json: settings({ client_secret: undefined }),
    });
    expect(secretless.body.fields).toHaveProperty('client_secret');
  });
});

describe('the provider’s address on a private network', () => {
  let strict: TestApp;
  let onlyLoopback: TestApp;
  let other: Server;
  let otherRequests = 0;
  beforeAll(async () => {
    // The production default, and a setting that allows 127.0.0.1 alone (127.0.0.2 stays refused).
    strict = await startTestApp();
    onlyLoopback = await startTestApp({ outboundPrivateHosts: ['127.0.0.1'] });
    other = createServer((_request, response) => {
      otherRequests++;
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.2', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => other.close(() => resolve()));
    await strict.close();
    await onlyLoopback.close();
  });

  const consultancyOf = async (app: TestApp) => {
    const created = await app.api.post('/api/consultancy', {
      token: app.admin.token,
      form: { name: 'Privada', domain_name: `privada-${++domains}.example` },
    });
    return created.body.id as number;
  };

  /** A discovery document served at 127.0.0.1 whose `answer` decides what it says. */
  async function fakeIssuer(answer: (issuer: string, response: ServerResponse) => void) {
    const server = createServer((_request, response) => answer(issuer, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('refuses an issuer on a loopback address or a name that resolves to one, naming the issuer, in es and ca', async () => {
    const id = await consultancyOf(strict);
    for (const issuer of [
      provider.issuer,
      provider.issuer.replace('127.0.0.1', 'localhost'),
      provider.issuer.replace('127.0.0.1', '[::1]'),
    ]) {
      const refused = await strict.api.post(`/api/consultancy/${id}/sign-in-config`, {
        token: strict.admin.token,
        json: settings({ issuer }),
      });
      expect(refused.status, issuer).toBe(400);
      expect(refused.body.fields, issuer).toEqual({
        issuer: 'This address is on a private or local network, which this server does not connect to (OUTBOUND_PRIVATE_HOSTS).',
      });
    }
    const spanish = await strict.api.post(`/api/consultancy/${id}/sign-in-config`, {
      token: strict.admin.token,
      json: settings(),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body.fields.issuer).toBe(
      'Esta dirección está en una red privada o local, a la que este servidor no se conecta (OUTBOUND_PRIVATE_HOSTS).',
    );
    // The same provider is accepted where the setting allows its address.
    const allowed = await consultancyOf(onlyLoopback);
    const saved = await onlyLoopback.api.post(`/api/consultancy/${allowed}/sign-in-config`, {
      token: onlyLoopback.admin.token,
      json: settings(),
    });
    expect(saved.status).toBe(200);
  });

  it('does not follow a redirect of the discovery to a private host', async () => {
    const redirecting = await fakeIssuer((_issuer, response) =>
      response
        .writeHead(302, { location: `http://127.0.0.2:${(other.address() as AddressInfo).port}/.well-known/openid-configuration` })
        .end(),
    );
    try {
      const id = await consultancyOf(onlyLoopback);
      const refused = await onlyLoopback.api.post(`/api/consultancy/${id}/sign-in-config`, {
        token: onlyLoopback.admin.token,
        json: settings({ issuer: redirecting.issuer }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty('issuer');
      expect(otherRequests).toBe(0);
    } finally {
      await redirecting.close();
    }
  });

  it('refuses a provider whose keys or token endpoint are on a private host', async () => {
    const privateEndpoints = await fakeIssuer((issuer, response) => {
      const elsewhere = `http://127.0.0.2:${(other.address() as AddressInfo).port}`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${elsewhere}/token`,
          jwks_uri: `${elsewhere}/jwks`,
          response_types_supported: ['code'],
        }),
      );
    });
    try {
      const id = await consultancyOf(onlyLoopback);
      const refused = await onlyLoopback.api.post(`/api/consultancy/${id}/sign-in-config`, {
        token: onlyLoopback.admin.token,
        json: settings({ issuer: privateEndpoints.issuer }),
      });
      expect(refused.body.fields).toEqual({
        issuer: 'This address is on a private or local network, which this server does not connect to (OUTBOUND_PRIVATE_HOSTS).',
      });
      expect(otherRequests).toBe(0);
    } finally {
      await privateEndpoints.close();
    }
  });
});

describe('the client secret when the issuer changes', () => {
  it('asks for the secret again for another issuer, and keeps it for the same one', async () => {
    const second = await startOidcProvider(REDIRECT_URI);
    try {
      const { id } = await consultancyWithProvider();
      const asked = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
        ...asAdmin(),
        json: settings({ issuer: second.issuer, client_secret: '' }),
      });
      expect(asked.status).toBe(400);
      expect(asked.body.fields).toEqual({
        client_secret: 'Enter the client secret again: it is only sent to the provider it was saved for.',
      });
      const catalan = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
        ...asAdmin(),
        json: settings({ issuer: second.issuer, client_secret: null }),
        headers: { 'accept-language': 'ca' },
      });
      expect(catalan.body.fields.client_secret).toBe(
        'Torneu a introduir el secret de client: només s’envia al proveïdor per al qual es va desar.',
      );
      const [row] = await t.database.db.select().from(consultancySignIns).where(eq(consultancySignIns.consultancyId, id));
      expect(row!.issuer).toBe(provider.issuer);
      const moved = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
        ...asAdmin(),
        json: settings({ issuer: second.issuer, client_secret: second.clientSecret }),
      });
      expect(moved.body).toMatchObject({ issuer: second.issuer, has_secret: true });
      const kept = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
        ...asAdmin(),
        json: settings({ issuer: second.issuer, client_secret: '', provider_name: 'Segundo' }),
      });
      expect(kept.body).toMatchObject({ provider_name: 'Segundo', has_secret: true });
    } finally {
      await second.close();
    }
  });
});

describe('signing in through the provider', () => {
  it('signs an existing user in with the code flow, and the one-time code works once', async () => {
    const { domain } = await consultancyWithProvider();
    const ana = await t.createUser('collaborator', `ana@${domain}`);
    const browser = new CookieJar();
    const back = await signInThroughProvider(ana.email, ana.email, browser);
    expect(back.get('error')).toBeNull();
    const tokens = await exchange(back.get('code')!, browser);
    expect(tokens.status).toBe(200);
    const profile = await t.api.get('/api/profile', { token: tokens.body.access });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(ana.email);
    const again = await exchange(back.get('code')!, browser);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('sso_code_invalid');
  });

  it('creates no account for an e-mail the app does not know', async () => {
    const { domain } = await consultancyWithProvider();
    await t.createUser('collaborator', `known@${domain}`);
    const back = await signInThroughProvider(`known@${domain}`, `stranger@${domain}`);
    expect(back.get('error')).toBe('sso_no_account');
    expect(back.get('code')).toBeNull();
  });

  it('refuses a user of another consultancy that this provider vouches for', async () => {
    const { domain } = await consultancyWithProvider();
    const other = await consultancyWithProvider();
    await t.createUser('collaborator', `first@${domain}`);
    const outsider = await t.createUser('admin', `boss@${other.domain}`);
    const back = await signInThroughProvider(`first@${domain}`, outsider.email);
    expect(back.get('error')).toBe('sso_no_account');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const created = await t.api.post('/api/consultancy', {
      ...asAdmin(),
      form: { name: 'Sin verificar', domain_name: 'unverified.example' },
    });
    await t.api.post(`/api/consultancy/${created.body.id}/sign-in-config`, { ...asAdmin(), json: settings() });
    await t.createUser('collaborator', 'eva@unverified.example');
    const back = await signInThroughProvider('eva@unverified.example', 'unverified-login');
    expect(back.get('error')).toBe('sso_email_not_verified');
  });

  it('refuses a callback this browser did not start', async () => {
    const { domain } = await consultancyWithProvider();
    await t.createUser('collaborator', `luis@${domain}`);
    const start = await fetch(`${t.api.baseUrl}/api/sso/start?email=luis@${domain}`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const forged = await fetch(`${t.api.baseUrl}/api/sso/callback?code=stolen&state=${state}`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe('/single-sign-on#error=sso_failed');
  });

  it('refuses the one-time code in a browser that did not start its sign-in (login CSRF), and keeps it for the one that did', async () => {
    const { domain } = await consultancyWithProvider();
    const mallory = await t.createUser('collaborator', `mallory@${domain}`);
    const attacker = new CookieJar();
    const code = (await signInThroughProvider(mallory.email, mallory.email, attacker)).get('code')!;
    // The victim's browser: no cookie of this trip, or the cookie of a trip of its own.
    const victim = new CookieJar();
    await signInThroughProvider(mallory.email, mallory.email, victim);
    for (const browser of [undefined, victim]) {
      const planted = await exchange(code, browser);
      expect(planted.status).toBe(401);
      expect(planted.body.code).toBe('sso_code_invalid');
    }
    expect((await exchange(code, attacker)).status).toBe(200);
  });

  it('sends a person whose consultancy has no provider back with a clear refusal', async () => {
    const back = await signInThroughProvider('nobody@nowhere.example');
    expect(back.get('error')).toBe('sso_not_available');
  });
});

describe('password sign-in turned off', () => {
  it('refuses the password of the consultancy’s people, and says so to the login page', async () => {
    const { id, domain } = await consultancyWithProvider();
    const marta = await t.createUser('collaborator', `marta@${domain}`);
    const before = await t.api.get(`/api/sso/options?email=${marta.email}`);
    expect(before.body).toEqual({ single_sign_on: true, provider_name: 'Keycloak', password_sign_in: true });
    await t.api.post(`/api/consultancy/${id}/sign-in-config`, { ...asAdmin(), json: settings({ password_sign_in: false }) });
    const refused = await t.api.post('/api/login', { json: { email: marta.email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password_sign_in_disabled');
    const spanish = await t.api.post('/api/login', {
      json: { email: marta.email, password: PASSWORD },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(spanish.body.detail).toBe('Su organización inicia sesión con su propio proveedor, no con contraseña.');
    expect((await t.api.get(`/api/sso/options?email=${marta.email}`)).body.password_sign_in).toBe(false);
    // People of other domains keep their passwords.
    expect((await t.api.post('/api/login', { json: { email: t.admin.email, password: PASSWORD } })).status).toBe(200);
    const browser = new CookieJar();
    const back = await signInThroughProvider(marta.email, marta.email, browser);
    expect((await exchange(back.get('code')!, browser)).status).toBe(200);
  });

  it('ends the password sessions already open of the consultancy’s people, not their single sign-on ones nor anyone else’s', async () => {
    const { id, domain } = await consultancyWithProvider();
    // createUser signs in with the password; a second person signs in through the provider.
    const pau = await t.createUser('collaborator', `pau@${domain}`);
    const rosa = await t.createUser('collaborator', `rosa@${domain}`);
    const browser = new CookieJar();
    const back = await signInThroughProvider(rosa.email, rosa.email, browser);
    const rosaSso = (await exchange(back.get('code')!, browser)).body as { access: string; refresh: string };
    const outsider = await t.createUser('collaborator', `quim@elsewhere-${domain}`);
    // The admin who turns passwords off keeps the session she does it from.
    const boss = await t.createUser('admin', `boss@${domain}`);
    const saved = await t.api.post(`/api/consultancy/${id}/sign-in-config`, {
      token: boss.token,
      json: settings({ password_sign_in: false }),
    });
    expect(saved.status).toBe(200);
    expect((await t.api.get('/api/profile', { token: boss.token })).status).toBe(200);
    for (const token of [pau.token, rosa.token]) {
      const answer = await t.api.get('/api/profile', { token });
      expect(answer.status).toBe(401);
    }
    expect((await t.api.get('/api/profile', { token: rosaSso.access })).status).toBe(200);
    expect((await t.api.post('/api/token/refresh', { json: { refresh: rosaSso.refresh } })).status).toBe(200);
    expect((await t.api.get('/api/profile', { token: outsider.token })).status).toBe(200);
    expect((await t.api.get('/api/profile', asAdmin())).status).toBe(200);
  });
});

describe('GET /api/sso/start throttled like the login', () => {
  const start = (email: string) => fetch(`${t.api.baseUrl}/api/sso/start?email=${encodeURIComponent(email)}`, { redirect: 'manual' });
  const failuresOf = async (key: string) =>
    (await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures ?? 0;

  it('counts every start until it comes back signed in, on the same counts as the password', async () => {
    const probe = 'probe@nowhere.example';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await start(probe)).headers.get('location')).toBe('/single-sign-on#error=sso_not_available');
    }
    expect((await start(probe)).headers.get('location')).toBe('/single-sign-on#error=too_many_attempts');
    const login = await t.api.post('/api/login', { json: { email: probe, password: 'wrong' } });
    expect(login.status).toBe(429);
  });

  it('gives a completed trip its count back, so sign-ins through one address do not add up', async () => {
    const { domain } = await consultancyWithProvider();
    const nuria = await t.createUser('collaborator', `nuria@${domain}`);
    const before = await failuresOf('ip:127.0.0.1');
    expect(before).toBeGreaterThan(0);
    const back = await signInThroughProvider(nuria.email);
    expect(back.get('code')).toBeTruthy();
    expect(await failuresOf(`pair:${nuria.email} 127.0.0.1`)).toBe(0);
    expect(await failuresOf('ip:127.0.0.1')).toBe(before);
  });
});
