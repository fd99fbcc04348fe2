import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFileChunks } from '../db/schema';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Bytes are written before the stored_file row that names them, so a
 * crash can leave bytes without a row; the file sweep removes those (see FileService.sweep).
 */
export interface FileStorage {
  /** Writes the stream under `key` and answers its size; on failure nothing is left under `key`. */
  put(key: string, data: AsyncIterable<Buffer>): Promise<number>;
  /** The bytes, read on demand (never the whole file in memory); `range` reads a part. */
  get(key: string, range?: ByteRange): Readable;
  delete(key: string): Promise<void>;
  /** Keys written before `before`, in batches, for the sweep to compare with the stored_file rows. */
  keysWrittenBefore(before: Date): AsyncIterable<string[]>;
}

const KEY = /^[a-zA-Z0-9-]+$/;
const BATCH = 500;

/** Files under DATA_DIR/files, fanned out by the key's first two characters. */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: AsyncIterable<Buffer>): Promise<number> {
    const file = this.pathOf(key);
    // Written under a temporary name and renamed, so a file under its key is always complete.
    const partial = `${file}.partial`;
    await mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    try {
      await pipeline(
        Readable.from(data),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const piece of source) {
            size += piece.length;
            yield piece;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
      );
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return size;
  }

  get(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string[]> {
    let folders: string[];
    try {
      folders = await readdir(this.root);
    } catch {
      return; // nothing uploaded yet
    }
    for (const folder of folders) {
      const keys: string[] = [];
      for (const name of await readdir(path.join(this.root, folder)).catch(() => [])) {
        const info = await stat(path.join(this.root, folder, name)).catch(() => undefined);
        if (!info || info.mtime >= before) continue;
        // An old "<key>.partial" is what a crash during an upload leaves: nothing names it.
        if (name.endsWith('.partial')) await rm(path.join(this.root, folder, name), { force: true });
        else if (KEY.test(name)) keys.push(name);
      }
      for (let i = 0; i < keys.length; i += BATCH) yield keys.slice(i, i + BATCH);
    }
  }
}

/** Chunk size of PostgreSQL-stored files: large enough for few rows, small enough to hold one in memory. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in the stored_file_chunk table, so every process on the same PostgreSQL shares them. Each
 * chunk is its own statement: an upload holds one chunk in memory, a download fetches the next
 * chunk only when the reader asks for it.
 */
export class PostgresStorage implements FileStorage {
  constructor(
    private readonly db: Database,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async put(key: string, data: AsyncIterable<Buffer>): Promise<number> {
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (bytes: Buffer) => {
      await this.db.insert(storedFileChunks).values({ storageKey: key, seq: seq++, data: bytes });
    };
    try {
      for await (const piece of data) {
        size += piece.length;
        pending.push(piece);
        pendingBytes += piece.length;
        // Fixed-size chunks let a ranged read compute which chunk a byte lives in.
        while (pendingBytes >= this.chunkBytes) {
          const joined = Buffer.concat(pending);
          await flush(joined.subarray(0, this.chunkBytes));
          const rest = joined.subarray(this.chunkBytes);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (pendingBytes > 0 || seq === 0) await flush(Buffer.concat(pending));
    } catch (error) {
      // If the database itself failed, the sweep removes what is left later.
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return size;
  }

  get(key: string, range?: ByteRange): Readable {
    const { db, chunkBytes } = this;
    const first = range ? Math.floor(range.start / chunkBytes) : 0;
    const last = range ? Math.floor(range.end / chunkBytes) : Number.MAX_SAFE_INTEGER;
    async function* chunks() {
      for (let seq = first; seq <= last; seq++) {
        const [chunk] = await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.storageKey, key), eq(storedFileChunks.seq, seq)));
        if (!chunk) {
          if (seq === 0) throw new Error(`no stored bytes under ${key}`);
          return;
        }
        const from = range && seq === first ? range.start - seq * chunkBytes : 0;
        const to = range && seq === last ? range.end - seq * chunkBytes + 1 : chunk.data.length;
        yield chunk.data.subarray(from, to);
      }
    }
    // Readable.from pulls the generator only as the consumer reads: one chunk in flight.
    return Readable.from(chunks(), { objectMode: false });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFileChunks).where(eq(storedFileChunks.storageKey, key));
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string[]> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ key: storedFileChunks.storageKey })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.seq, 0), lt(storedFileChunks.createdAt, before), gt(storedFileChunks.storageKey, after)))
        .orderBy(asc(storedFileChunks.storageKey))
        .limit(BATCH);
      if (!rows.length) return;
      yield rows.map((row) => row.key);
      after = rows[rows.length - 1]!.key;
    }
  }
}
