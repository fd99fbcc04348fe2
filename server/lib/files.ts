import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, getTableColumns, inArray, is, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { writeTransaction } from '../db/transaction';
import * as schema from '../db/schema';
import { storedFiles } from '../db/schema';
import { AppError, fileTooLarge } from './errors';
import { contentTypeFor, detectFileKind, type FileKind } from './file-types';
import type { ByteRange, FileStorage } from './storage';
import { message } from './messages';

/**
 * A file received in a multipart request, already streamed into the storage under `storageKey`.
 * A class, so a JSON body cannot pass itself off as an upload and claim someone else's bytes.
 */
export class Upload {
  readonly kind = 'upload';
  constructor(
    readonly fileName: string,
    readonly storageKey: string,
    readonly size: number,
    readonly fileKind: FileKind,
  ) {}
}

export const isUpload = (value: unknown): value is Upload => value instanceof Upload;

export type StoredFile = typeof storedFiles.$inferSelect;

/** Signed links stay valid for at least this long; rounding keeps a link stable (and cacheable) within an hour. */
const LINK_SECONDS = 3600;

/** Bytes or rows unreferenced for this long are garbage: no upload or write takes that long. */
export const ORPHAN_AGE_MS = 3600 * 1000;

/** Enough first bytes to recognise every kind in file-types.ts. */
const HEAD_BYTES = 16;

interface FileReference {
  table: PgTable;
  column: PgColumn;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column that holds a stored_file id, read from the schema so a new one is covered by itself. */
const fileReferences: FileReference[] = tables
  .flatMap((table) => getTableConfig(table).foreignKeys.map((fk) => ({ table, reference: fk.reference() })))
  .filter(({ reference }) => reference.foreignTable === storedFiles)
  .map(({ table, reference }) => ({ table, column: reference.columns[0]! }));

/** Tables whose rows a delete of `table` takes along (ON DELETE CASCADE), with the referencing column. */
const cascadesFrom = (table: PgTable) =>
  tables
    .flatMap((child) => getTableConfig(child).foreignKeys.map((fk) => ({ child, fk, reference: fk.reference() })))
    .filter(({ fk, reference }) => reference.foreignTable === table && fk.onDelete === 'cascade')
    .map(({ child, reference }) => ({ child, column: reference.columns[0]! }));

/** A stored_file row that no record references. */
const unreferenced = (): SQL =>
  and(...fileReferences.map(({ table, column }) => notExists(sql`(select 1 from ${table} where ${column} = ${storedFiles.id})`)))!;

export class FileService {
  /** Uploads a write has taken; the others are removed when their request ends. */
  private readonly claimed = new WeakSet<Upload>();

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly secret: string,
  ) {}

  /**
   * Streams one multipart file into the storage. The kind comes from the first bytes: an unknown
   * kind is refused (415) before anything is stored; past UPLOAD_MAX_BYTES (the parser stops there) it fails with 413.
   * Answers undefined for an empty file input (nothing chosen).
   */
  async receive(field: string, fileName: string, stream: Readable & { truncated?: boolean }): Promise<Upload | undefined> {
    const pieces = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < HEAD_BYTES) {
      const next = await pieces.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    if (headBytes === 0 && !fileName) return undefined;
    const kind = detectFileKind(Buffer.concat(head));
    if (!kind) {
      stream.resume(); // let the parser move on to the rest of the body
      throw unsupported(field);
    }
    async function* all() {
      yield* head;
      if (!ended) for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
      // The parser stops at the limit and marks the stream truncated: the stored part is removed by put().
      if (stream.truncated) throw fileTooLarge();
    }
    const storageKey = randomUUID();
    const size = await this.storage.put(storageKey, all());
    return new Upload(fileName, storageKey, size, kind);
  }

  /** Removes the bytes of uploads no write took (a refused request, a field the route ignores). */
  async release(uploads: Upload[]): Promise<void> {
    for (const upload of uploads) if (!this.claimed.has(upload)) await this.storage.delete(upload.storageKey);
  }

  /** The bytes of an upload, for routes that read it rather than keep it (imports). */
  read(upload: Upload): Readable {
    return this.storage.get(upload.storageKey);
  }

  /**
   * Runs `write` with the upload's file id in one transaction. When the transaction fails, the
   * stored bytes are removed again: no orphan file is left behind.
   */
  async saveWith<T>(
    upload: Upload,
    field: string,
    kinds: readonly FileKind[],
    write: (tx: Database, fileId: string) => Promise<T>,
  ): Promise<T> {
    if (!kinds.includes(upload.fileKind)) throw unsupported(field);
    this.claimed.add(upload);
    try {
      return await writeTransaction(this.db, async (tx) => {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            storageKey: upload.storageKey,
            originalName: upload.fileName.slice(0, 255) || 'file',
            contentType: contentTypeFor(upload.fileKind, upload.fileName),
            size: upload.size,
          })
          .returning({ id: storedFiles.id });
        return write(tx, file!.id);
      });
    } catch (error) {
      // If the database itself is gone, the sweep removes the bytes later; the client hears the first error.
      await this.storage.delete(upload.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Like saveOptional for a record with several file parts (a plan's contract, notification and
   * photo): every uploaded part is checked and stored in the one transaction of `write`, and all
   * their bytes are removed again when it fails. `write` gets the new file id of each given field.
   */
  async saveEach<T, F extends string>(
    parts: Record<F, { upload: unknown; kinds: readonly FileKind[] }>,
    write: (tx: Database, fileIds: Partial<Record<F, string>>) => Promise<T>,
  ): Promise<T> {
    const given = (Object.entries(parts) as [F, { upload: unknown; kinds: readonly FileKind[] }][]).filter(([, part]) =>
      isUpload(part.upload),
    ) as [F, { upload: Upload; kinds: readonly FileKind[] }][];
    for (const [field, part] of given) if (!part.kinds.includes(part.upload.fileKind)) throw unsupported(field);
    for (const [, part] of given) this.claimed.add(part.upload);
    try {
      return await writeTransaction(this.db, async (tx) => {
        const fileIds: Partial<Record<F, string>> = {};
        for (const [field, { upload }] of given) {
          const [file] = await tx
            .insert(storedFiles)
            .values({
              storageKey: upload.storageKey,
              originalName: upload.fileName.slice(0, 255) || 'file',
              contentType: contentTypeFor(upload.fileKind, upload.fileName),
              size: upload.size,
            })
            .returning({ id: storedFiles.id });
          fileIds[field] = file!.id;
        }
        return write(tx, fileIds);
      });
    } catch (error) {
      await Promise.all(given.map(([, part]) => this.storage.delete(part.upload.storageKey).catch(() => undefined)));
      throw error;
    }
  }

  /** Like saveWith when a file was uploaded; otherwise `write` runs in a write transaction with no file id. */
  saveOptional<T>(
    upload: unknown,
    field: string,
    kinds: readonly FileKind[],
    write: (tx: Database, fileId: string | undefined) => Promise<T>,
  ): Promise<T> {
    return isUpload(upload) ? this.saveWith(upload, field, kinds, write) : writeTransaction(this.db, (tx) => write(tx, undefined));
  }

  /**
   * The files a row holds, and those of the rows its delete cascades to (a center's documents):
   * read them before the delete, discard them after it.
   */
  async heldBy(table: PgTable, idColumn: PgColumn, id: number): Promise<string[]> {
    const held: (string | null)[] = [];
    const collect = async (from: PgTable, where: SQL) => {
      for (const { column } of fileReferences.filter((ref) => ref.table === from)) {
        const rows = await this.db
          .select({ fileId: sql<string | null>`${column}` })
          .from(from)
          .where(where);
        held.push(...rows.map((row) => row.fileId));
      }
    };
    await collect(table, eq(idColumn, id));
    for (const { child, column } of cascadesFrom(table)) await collect(child, eq(column, id));
    return held.filter((fileId): fileId is string => fileId !== null);
  }

  /** Whether a delete of `table` takes rows of other tables along (ON DELETE CASCADE): then heldBy reads their files first. */
  cascades(table: PgTable): boolean {
    return cascadesFrom(table).length > 0;
  }

  /** The files a row (a deleted one, returned) holds in its own columns. */
  heldIn(table: PgTable, row: Record<string, unknown>): string[] {
    const keys = Object.entries(getTableColumns(table))
      .filter(([, column]) => fileReferences.some((ref) => ref.table === table && ref.column === column))
      .map(([key]) => key);
    return keys.map((key) => row[key]).filter((fileId): fileId is string => typeof fileId === 'string');
  }

  /**
   * Removes files no record references any more, rows and bytes (after the change that dropped
   * them committed). A file still referenced elsewhere stays.
   */
  async discard(...fileIds: (string | null | undefined)[]): Promise<void> {
    const candidates = fileIds.filter((fileId): fileId is string => !!fileId);
    if (!candidates.length) return;
    const gone = await this.db
      .delete(storedFiles)
      .where(and(inArray(storedFiles.id, candidates), unreferenced()))
      .returning({ storageKey: storedFiles.storageKey });
    for (const file of gone) await this.storage.delete(file.storageKey);
  }

  /**
   * Removes what a crash or a missed discard left behind, once it is older than an hour: rows no
   * record references, and stored bytes no row names. Answers how many of each went.
   */
  async sweep(now = new Date()): Promise<{ rows: number; bytes: number }> {
    const before = new Date(now.getTime() - ORPHAN_AGE_MS);
    const rows = await this.db
      .delete(storedFiles)
      .where(and(lt(storedFiles.createdAt, before), unreferenced()))
      .returning({ storageKey: storedFiles.storageKey });
    for (const file of rows) await this.storage.delete(file.storageKey);
    let bytes = 0;
    for await (const keys of this.storage.keysWrittenBefore(before)) {
      const named = new Set(
        (await this.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.storageKey, keys))).map(
          (row) => row.key,
        ),
      );
      for (const key of keys.filter((key) => !named.has(key))) {
        await this.storage.delete(key);
        bytes++;
      }
    }
    return { rows: rows.length, bytes };
  }

  /** The bytes under a storage key a read has already joined from stored_file (no second look-up per file). */
  stream(storageKey: string, range?: ByteRange): Readable {
    return this.storage.get(storageKey, range);
  }

  async open(fileId: string) {
    const [file] = await this.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return file ? { file, stream: (range?: ByteRange) => this.storage.get(file.storageKey, range) } : undefined;
  }

  /** A stored file whole, with its row: for the small files a document embeds (logos); undefined when there is none. */
  async bytes(fileId: string): Promise<{ file: StoredFile; data: Buffer } | undefined> {
    const opened = await this.open(fileId);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream()) chunks.push(Buffer.from(chunk as Buffer));
    return { file: opened.file, data: Buffer.concat(chunks) };
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

const unsupported = (field: string) =>
  new AppError(415, 'unsupported_file_type', message('common.fieldProblem', { field, problem: message('files.unsupported') }), {
    [field]: 'files.unsupported',
  });
