import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { AppError } from './errors';
import { contentTypeFor, detectFileKind, type FileKind } from './file-types';
import type { FileStorage } from './storage';

/** A file received in a multipart request, held in memory up to the upload limit. */
export interface Upload {
  kind: 'upload';
  fileName: string;
  data: Buffer;
}

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && (value as Upload).kind === 'upload';

export type StoredFile = typeof storedFiles.$inferSelect;

/** Signed links stay valid for at least this long; rounding keeps a link stable (and cacheable) within an hour. */
const LINK_SECONDS = 3600;

export class FileService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly secret: string,
  ) {}

  /**
   * Stores an upload and runs `write` with its file id in one transaction. When the
   * transaction fails, the stored bytes are removed again: no orphan file is left behind.
   */
  async saveWith<T>(upload: Upload, field: string, kinds: readonly FileKind[], write: (tx: Database, fileId: string) => Promise<T>): Promise<T> {
    const kind = detectFileKind(upload.data);
    if (!kind || !kinds.includes(kind)) {
      throw new AppError(415, 'unsupported_file_type', `${field}: this type of file is not accepted.`, {
        [field]: 'This type of file is not accepted.',
      });
    }
    const storageKey = randomUUID();
    await this.storage.put(storageKey, upload.data);
    try {
      return await this.db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFiles)
          .values({ storageKey, originalName: upload.fileName.slice(0, 255) || 'file', contentType: contentTypeFor(kind, upload.fileName), size: upload.data.length })
          .returning({ id: storedFiles.id });
        return write(tx, file!.id);
      });
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
  }

  /** Like saveWith when a file was uploaded; otherwise `write` runs in a plain transaction with no file id. */
  saveOptional<T>(upload: unknown, field: string, kinds: readonly FileKind[], write: (tx: Database, fileId: string | undefined) => Promise<T>): Promise<T> {
    return isUpload(upload) ? this.saveWith(upload, field, kinds, write) : this.db.transaction((tx) => write(tx, undefined));
  }

  /** Removes a file that no row references any more (after the referencing change committed). */
  async discard(fileId: string | null | undefined): Promise<void> {
    if (!fileId) return;
    const [file] = await this.db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
    if (file) await this.storage.delete(file.storageKey);
  }

  async open(fileId: string) {
    const [file] = await this.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return file ? { file, stream: () => this.storage.get(file.storageKey) } : undefined;
  }

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${fileId}.${expires}`).digest('base64url');
  }

  /** A short-lived link usable in <img src> and downloads, where no bearer header can be sent. */
  url(fileId: string | null | undefined, now = Date.now()): string | null {
    if (!fileId) return null;
    const expires = (Math.floor(now / 1000 / LINK_SECONDS) + 2) * LINK_SECONDS;
    return `/api/files/${fileId}?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  verify(fileId: string, expires: number, signature: string, now = Date.now()): boolean {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(fileId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
