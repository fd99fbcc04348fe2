import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type FileStorageKind } from '../../server/config';
import { storedFileChunks, storedFiles } from '../../server/db/schema';
import { DiskStorage, PostgresStorage, type FileStorage } from '../../server/lib/storage';
import { FILE_SWEEP } from '../../server/modules/files/jobs';
import { startTestApp, type TestApp } from './support/app';
import { minimalPdf, storedKeys as keysIn, tinyPng } from './support/files';
import { legalModuleFixture } from './support/legal-module';
import { centerData, createCenter, createConsultancy, createEnterprise } from './support/organisation';
import { registerBranch } from './support/register';

describe('FILE_STORAGE', () => {
  const env = (more: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'envcomply-config-')), ...more });
  const postgres = 'postgres://postgres@127.0.0.1:5432/postgres';

  it('is postgres whenever DATABASE_URL is set, disk otherwise, and either when chosen', () => {
    expect(loadConfig(env({ DATABASE_URL: postgres })).fileStorage).toBe('postgres');
    expect(loadConfig(env({})).fileStorage).toBe('disk');
    expect(loadConfig(env({ DATABASE_URL: postgres, FILE_STORAGE: 'disk' })).fileStorage).toBe('disk');
  });

  it('refuses postgres without DATABASE_URL and an unknown value, naming the variable', () => {
    expect(() => loadConfig(env({ FILE_STORAGE: 'postgres' }))).toThrow(
      new ConfigError('FILE_STORAGE=postgres needs DATABASE_URL (or use FILE_STORAGE=disk)'),
    );
    expect(() => loadConfig(env({ FILE_STORAGE: 's3' }))).toThrow(/^FILE_STORAGE must be postgres or disk/);
  });
});

// Both storages run on whichever database the suite runs on (PGlite or PostgreSQL).
describe.each<FileStorageKind>(['postgres', 'disk'])('file storage %s', (kind) => {
  let t: TestApp;
  let storage: FileStorage;
  beforeAll(async () => {
    t = await startTestApp({ fileStorage: kind });
    // The same storage the app uses, to plant what a crash would leave behind.
    storage = kind === 'postgres' ? new PostgresStorage(t.database.db) : new DiskStorage(path.join(t.config.dataDir, 'files'));
  });
  afterAll(() => t.close());

  const storedKeys = () => keysIn(t);

  /** Makes stored bytes look written two hours ago. */
  const age = async (key: string) => {
    const past = new Date(Date.now() - 2 * 3600 * 1000);
    if (kind === 'postgres')
      await t.database.db.update(storedFileChunks).set({ createdAt: past }).where(eq(storedFileChunks.storageKey, key));
    else utimesSync(path.join(t.config.dataDir, 'files', key.slice(0, 2), key), past, past);
  };

  const sweep = () => t.app.scheduledJobs.find((job) => job.name === FILE_SWEEP)!.run();

  const putPicture = async (token: string, email: string, data: Buffer) => {
    const answer = await t.api.put('/api/profile', {
      token,
      form: { name: 'P', email, profile_picture: { name: 'p.png', data, type: 'image/png' } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.profile_picture as string;
  };

  it('streams an upload larger than a chunk back whole, in ranges, and deletes it with its user', async () => {
    const user = await t.createUser('client');
    const data = Buffer.concat([tinyPng(), randomBytes(700 * 1024)]); // three 256 KiB chunks
    const link = await putPicture(user.token, user.email, data);
    if (kind === 'postgres') expect(await t.database.db.$count(storedFileChunks)).toBe(3);

    const whole = await t.api.get(link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes.equals(data)).toBe(true);

    const across = await t.api.get(link, { headers: { range: 'bytes=262000-524400' } }); // spans three chunks
    expect(across.status).toBe(206);
    expect(across.headers.get('content-range')).toBe(`bytes 262000-524400/${data.length}`);
    expect(across.bytes.equals(data.subarray(262000, 524401))).toBe(true);
    const tail = await t.api.get(link, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(data.subarray(data.length - 10))).toBe(true);
    const outside = await t.api.get(link, { headers: { range: `bytes=${data.length}-` } });
    expect(outside.status).toBe(416);

    expect((await t.api.delete(`/api/user/${user.id}`, { token: t.admin.token })).status).toBe(204);
    expect((await t.api.get(link)).status).toBe(404);
    expect(await storedKeys()).toEqual([]);
  });

  it('replaces a picture and removes the old bytes; a refused upload leaves none', async () => {
    const user = await t.createUser('client');
    const first = await putPicture(user.token, user.email, tinyPng());
    await putPicture(user.token, user.email, tinyPng());
    expect((await t.api.get(first)).status).toBe(404);
    const before = await storedKeys();
    expect(before).toHaveLength(1);

    const script = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'P', email: user.email, profile_picture: { name: 'x.png', data: Buffer.from('#!/bin/sh\necho') } },
    });
    expect(script.status).toBe(415);
    const pdf = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: 'P', email: user.email, profile_picture: { name: 'x.pdf', data: minimalPdf() } },
    });
    expect(pdf.status).toBe(415); // a known kind, but not an image: stored while streaming, then removed
    const big = await t.api.put('/api/profile', {
      token: user.token,
      form: {
        name: 'P',
        email: user.email,
        profile_picture: { name: 'x.png', data: Buffer.concat([tinyPng(), Buffer.alloc(t.config.uploadMaxBytes)]) },
      },
    });
    expect(big.status).toBe(413);
    const invalid = await t.api.put('/api/profile', {
      token: user.token,
      form: { name: '', email: user.email, profile_picture: { name: 'x.png', data: tinyPng() } },
    });
    expect(invalid.status).toBe(400);
    expect(await storedKeys()).toEqual(before);
    await t.api.delete(`/api/user/${user.id}`, { token: t.admin.token });
  });

  it('leaves no orphan bytes when the database write fails after the upload', async () => {
    const user = await t.createUser('client');
    const before = (await storedKeys()).length;
    // A rule only the database knows refuses the row inside the file transaction, after the bytes are written.
    await t.database.db.execute(sql`alter table app_user add constraint app_user_name_check check (name <> 'Refused by the database')`);
    try {
      const answer = await t.api.put('/api/profile', {
        token: user.token,
        form: {
          name: 'Refused by the database',
          email: user.email,
          profile_picture: { name: 'a.png', data: Buffer.concat([tinyPng(), randomBytes(300 * 1024)]) },
        },
      });
      expect(answer.status).toBe(400);
    } finally {
      await t.database.db.execute(sql`alter table app_user drop constraint app_user_name_check`);
    }
    expect(await storedKeys()).toHaveLength(before);
    expect(await t.database.db.$count(storedFiles)).toBe(before);
  });

  it('removes the written part of an upload the client abandons', async () => {
    const before = await storedKeys();
    const boundary = 'abandoned-upload';
    const upload = request(`${t.api.baseUrl}/api/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.client.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    upload.on('error', () => {});
    upload.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="profile_picture"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    upload.write(Buffer.concat([tinyPng(), randomBytes(600 * 1024)]));
    await expect.poll(async () => (await storedKeys()).length, { timeout: 10_000 }).toBe(before.length + 1);
    upload.destroy();
    await expect.poll(storedKeys, { timeout: 10_000 }).toEqual(before);
  });

  it('sweeps bytes no row names and rows nothing references once they are an hour old, and keeps the rest', async () => {
    const user = await t.createUser('client');
    const kept = await putPicture(user.token, user.email, tinyPng());
    const [keptRow] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, new URL(kept, 'http://x').pathname.split('/').pop()!));
    await age(keptRow!.storageKey);
    await t.database.db.update(storedFiles).set({ createdAt: sql`now() - interval '2 hours'` });

    // What a kill -9 between the bytes and the row leaves: bytes, old and fresh, with no row.
    const [oldOrphan, freshOrphan] = ['0ld0rphan-key', 'fresh0rphan-key'];
    for (const key of [oldOrphan, freshOrphan]) await storage.put(key, Readable.from([tinyPng()]));
    await age(oldOrphan);
    // A row nothing references (a missed discard), with its bytes.
    const [stray] = await t.database.db
      .insert(storedFiles)
      .values({
        storageKey: 'stray-key',
        originalName: 's.png',
        contentType: 'image/png',
        size: 1,
        createdAt: new Date(Date.now() - 2 * 3600 * 1000),
      })
      .returning();
    await storage.put(stray!.storageKey, Readable.from([tinyPng()]));

    await sweep();
    const keys = await storedKeys();
    expect(keys).toContain(keptRow!.storageKey);
    expect(keys).toContain(freshOrphan);
    expect(keys).not.toContain(oldOrphan);
    expect(keys).not.toContain('stray-key');
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, stray!.id))).toEqual([]);
    expect((await t.api.get(kept)).status).toBe(200);
    await storage.delete(freshOrphan);
  });

  it("deletes a center together with its logo and its documents' files, whose links then answer 404", async () => {
    const consultancy = await createConsultancy(t);
    const enterprise = await createEnterprise(t);
    const center = await createCenter(t, enterprise.id, consultancy.id);
    const logo = await t.api.put(`/api/center/${center.id}`, {
      token: t.admin.token,
      form: { json_data: JSON.stringify(centerData(enterprise.id, consultancy.id)), logo: { name: 'logo.png', data: tinyPng() } },
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const { document } = await legalModuleFixture(t, center.id, await registerBranch(t, ` ${kind}`));
    const before = (await storedKeys()).length;
    expect((await t.api.get(logo.body.logo)).status).toBe(200);
    expect((await t.api.get(document.file)).status).toBe(200);

    expect((await t.api.delete(`/api/center/${center.id}`, { token: t.admin.token })).status).toBe(204);
    expect((await t.api.get(logo.body.logo)).status).toBe(404);
    expect((await t.api.get(document.file)).status).toBe(404);
    expect(await storedKeys()).toHaveLength(before - 2);
  });

  it('deletes a legal document together with its file', async () => {
    const consultancy = await createConsultancy(t);
    const enterprise = await createEnterprise(t);
    const center = await createCenter(t, enterprise.id, consultancy.id);
    const { document } = await legalModuleFixture(t, center.id, await registerBranch(t, ` doc ${kind}`));
    const before = (await storedKeys()).length;
    expect((await t.api.delete(`/api/legal-document/${document.id}`, { token: t.admin.token })).status).toBe(204);
    expect((await t.api.get(document.file)).status).toBe(404);
    expect(await storedKeys()).toHaveLength(before - 1);
  });
});
