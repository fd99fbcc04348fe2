import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealNotValid, SecretBox } from '../../server/lib/secrets';

const KEY = Buffer.alloc(32, 7).toString('base64');
const box = new SecretBox(KEY);

/** A value sealed as before issue 32: the one key for everything, "iv.tag.ciphertext". */
function sealedTheOldWay(plain: string, tagLength = 16): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'base64'), iv, { authTagLength: tagLength });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

const parts = (sealed: string) => sealed.split('.').map((part, index) => (index === 0 ? part : Buffer.from(part, 'base64url')));
const join = (version: string, ...buffers: Buffer[]) => [version, ...buffers.map((buffer) => buffer.toString('base64url'))].join('.');

describe('SecretBox', () => {
  it('opens what it sealed for the same purpose', () => {
    expect(box.open(box.seal('s3cret', 'smtp-password'), 'smtp-password')).toBe('s3cret');
  });

  it('refuses a tampered tag and a tampered text', () => {
    const [version, iv, tag, data] = parts(box.seal('{"uid":5}', 'two-factor-login')) as [string, Buffer, Buffer, Buffer];
    const flipped = (buffer: Buffer) => Buffer.from(buffer.map((byte, index) => (index === 0 ? byte ^ 1 : byte)));
    expect(() => box.open(join(version, iv, flipped(tag), data), 'two-factor-login')).toThrow(SealNotValid);
    expect(() => box.open(join(version, iv, tag, flipped(data)), 'two-factor-login')).toThrow(SealNotValid);
  });

  it('refuses a short tag (a 4-byte prefix of the right one) and a short IV', () => {
    const [version, iv, tag, data] = parts(box.seal('{"uid":5}', 'two-factor-login')) as [string, Buffer, Buffer, Buffer];
    expect(() => box.open(join(version, iv, tag.subarray(0, 4), data), 'two-factor-login')).toThrow(SealNotValid);
    expect(() => box.open(join(version, iv.subarray(0, 8), tag, data), 'two-factor-login')).toThrow(SealNotValid);
    // The old format with a short tag, for a stored purpose: refused too.
    expect(() => box.open(sealedTheOldWay('s3cret', 4), 'smtp-password')).toThrow(SealNotValid);
  });

  it('never opens a value sealed for another purpose', () => {
    const setup = box.seal('{"purpose":"secret","uid":5}', 'two-factor-setup');
    expect(() => box.open(setup, 'two-factor-login')).toThrow(SealNotValid);
    expect(() => box.open(box.seal('s3cret', 'totp-secret'), 'smtp-password')).toThrow(SealNotValid);
    expect(() => box.open(box.seal('s3cret', 'smtp-password'), 'sso-client-secret')).toThrow(SealNotValid);
  });

  it('still opens secrets stored the old way, but never an old-format challenge', () => {
    const old = sealedTheOldWay('JBSWY3DPEHPK3PXP');
    expect(box.open(old, 'totp-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(old, 'smtp-password')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(old, 'sso-client-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(old, 'two-factor-login')).toThrow(SealNotValid);
    expect(() => box.open(old, 'two-factor-setup')).toThrow(SealNotValid);
  });

  it('refuses what is not a sealed value', () => {
    for (const junk of ['', 'not-a-challenge', 'v2.a.b', 'v3.a.b.c', 'a.b.c.d.e']) {
      expect(() => box.open(junk, 'two-factor-login')).toThrow(SealNotValid);
    }
  });
});
