import { Readable } from 'node:stream';
import type { Archiver, ZipEntryData } from 'archiver';
import { extensionFor } from '../../lib/file-types';
import type { FileService } from '../../lib/files';
import { pickName, translate, translateWith } from '../../lib/language';
import { loadArchiver } from '../../lib/on-demand';
import { safePart, uniqueNames } from './names';
import type { PackEvidence } from './rows';

export type PackLanguage = 'es' | 'ca';

/** What goes into the pack; the documents' bytes are read one at a time while the ZIP is written. */
export interface PackContents {
  language: PackLanguage;
  report: Buffer;
  /** The evidence list as .xlsx bytes, written while it is zipped. */
  spreadsheet: () => Readable;
  evidences: PackEvidence[];
}

/**
 * Documents are stored in the ZIP as they are: the kinds the app accepts (PDF, images, Office files) are compressed
 * already, and deflating hundreds of megabytes again would cost the server seconds of CPU for a few per cent. Only the
 * old Office formats (.doc, .xls) shrink much, so they are deflated.
 */
const DEFLATED = new Set(['.doc', '.xls', '.txt', '.csv']);

/** An entry text in the pack's language (locales/<lang>/common.json, auditPack.zip). */
const text = (language: PackLanguage, key: string, fallback: string) => translate(language, `auditPack.zip.${key}`, fallback);

/**
 * The stream of a stored file once its first bytes have come, or undefined when it cannot be read (missing on disk):
 * a missing file is known before its entry is started, so it never leaves a broken entry behind. The bytes after the
 * first are pulled as the ZIP asks for them.
 */
async function opened(source: Readable): Promise<Readable | undefined> {
  const pieces = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    first = await pieces.next();
  } catch {
    source.destroy();
    return undefined;
  }
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
  }
  return Readable.from(all(), { objectMode: false });
}

/** The archive was closed before its last entry: the client went away (or the reply failed and said so itself). */
class ClosedEarly extends Error {}

/** Appends one entry and waits until the archive has written it (or failed, or been closed by the client going away). */
function append(archive: Archiver, source: Buffer | string | Readable, data: ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new ClosedEarly());
    archive.on('entry', onEntry).on('error', onError).on('close', onClose);
    archive.append(source, data);
  });
}

/** Where each current document goes: Documentos/<area>/<requirement> - <evidence>[ - <document>].<ext of its detected type>. */
function documentEntries(contents: PackContents) {
  const { language } = contents;
  const folder = safePart(text(language, 'documents', 'Documents'));
  const nameOf = uniqueNames();
  return contents.evidences.flatMap((row) => {
    const area = safePart(pickName(language, { spanish: row.area.nameSpanish, catalan: row.area.nameCatalan }));
    const requirement = safePart(pickName(language, { spanish: row.requirement.nameSpanish, catalan: row.requirement.nameCatalan }));
    const evidence = safePart(row.evidence.name);
    // One current document is the evidence; several are told apart by their own names.
    const several = row.documents.length > 1;
    return row.documents.map((document) => {
      const stem = several ? `${requirement} - ${evidence} - ${safePart(document.name)}` : `${requirement} - ${evidence}`;
      // From the detected type, never the uploaded name alone: an ".hta" that is a PDF goes in as ".pdf".
      const extension = extensionFor(document.original_name, document.content_type);
      return { document, name: nameOf(`${folder}/${area}`, stem, extension), store: !DEFLATED.has(extension) };
    });
  });
}

/** The "missing files" note: which documents are recorded but had no bytes to read when the pack was made. */
function missingNote(language: PackLanguage, missing: { name: string; original: string }[]): string {
  const intro = translateWith(language, 'auditPack.zip.missing_intro', { count: missing.length });
  return [intro, '', ...missing.map((entry) => `- ${entry.name} (${entry.original})`), ''].join('\r\n');
}

/**
 * The audit pack as a ZIP stream: the report, the evidence list, then every current document read from the storage one
 * at a time (memory stays flat whatever their size), and a note of missing files when some could not be read. Names
 * are UTF-8 (flagged in the ZIP). A failure after the first byte destroys the stream, so the client sees a broken
 * download rather than a ZIP that looks complete.
 */
export async function auditPackStream(files: FileService, contents: PackContents, log: { error(data: object, message: string): void }) {
  const { ZipArchive } = await loadArchiver();
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const { language } = contents;
  (async () => {
    await append(archive, contents.report, { name: `${safePart(text(language, 'report', 'Center report'))}.pdf` });
    await append(archive, contents.spreadsheet(), {
      name: `${safePart(text(language, 'evidences', 'Evidences'))}.xlsx`,
      store: true, // a zip itself
    });
    const missing: { name: string; original: string }[] = [];
    for (const entry of documentEntries(contents)) {
      const source = await opened(files.stream(entry.document.storage_key));
      if (source) await append(archive, source, { name: entry.name, store: entry.store });
      else missing.push({ name: entry.name, original: entry.document.original_name });
    }
    if (missing.length)
      await append(archive, missingNote(language, missing), { name: `${safePart(text(language, 'missing', 'Missing files'))}.txt` });
    await archive.finalize();
  })().catch((error: unknown) => {
    if (error instanceof ClosedEarly) return;
    log.error({ err: error }, 'audit pack failed');
    archive.destroy(error as Error);
  });
  return archive;
}
