import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/app';
import { minimalPdf, storedKeys, tinyPng } from './support/files';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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

  it('changes the password when filled', async () => {
    const user = await t.createUser('collaborator');
    await t.api.put('/api/profile', { token: user.token, form: { name: 'X', email: user.email, password: 'another-password' } });
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
    // The e-mail check passes, then the unique index refuses the write inside the file transaction.
    const other = await t.createUser('client');
    const race = Promise.all([
      t.api.put('/api/profile', {
        token: user.token,
        form: { name: 'A', email: 'same@race.example', profile_picture: { name: 'a.png', data: tinyPng() } },
      }),
      t.api.put('/api/profile', {
        token: other.token,
        form: { name: 'B', email: 'same@race.example', profile_picture: { name: 'b.png', data: tinyPng() } },
      }),
    ]);
    const statuses = (await race).map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBe(409);
    expect((await filesStored()).length).toBe(before + 1);
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
