import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value is for: each purpose has its own key, so a value sealed for one never opens as another. */
export type SealPurpose = 'two-factor-login' | 'two-factor-setup' | 'totp-secret' | 'smtp-password' | 'sso-client-secret';

/** Purposes whose values are kept in the database: those sealed before keys per purpose (no version) still open. */
const STORED: ReadonlySet<SealPurpose> = new Set(['totp-secret', 'smtp-password', 'sso-client-secret']);

const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value that does not open: forged, tampered with, sealed for another purpose, or not a sealed value at all. */
export class SealNotValid extends Error {}

/**
 * AES-256-GCM with a key per purpose (HKDF-SHA256 from ENCRYPTION_KEY): "v2.iv.tag.ciphertext" in base64url.
 * The IV must be 12 bytes and the tag 16, so a short tag cannot be guessed.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly keys = new Map<SealPurpose, Buffer>();

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
  }

  private keyOf(purpose: SealPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), `envcomply sealed ${purpose}`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }

  seal(plain: string, purpose: SealPurpose): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keyOf(purpose), iv, { authTagLength: TAG_BYTES });
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
  }

  /** The plain text; throws SealNotValid for anything not sealed by this box for this purpose. */
  open(sealed: string, purpose: SealPurpose): string {
    const parts = sealed.split('.');
    // Sealed with the one key before version 2: only values kept in the database, never a challenge.
    if (parts.length === 3 && STORED.has(purpose)) return decrypt(this.key, parts);
    if (parts.length === 4 && parts[0] === VERSION) return decrypt(this.keyOf(purpose), parts.slice(1));
    throw new SealNotValid('not a sealed value');
  }
}

function decrypt(key: Buffer, parts: string[]): string {
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SealNotValid('wrong IV or tag length');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  } catch {
    throw new SealNotValid('does not authenticate');
  }
}
