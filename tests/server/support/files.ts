import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { storedFileChunks } from '../../../server/db/schema';
import type { TestApp } from './app';

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1x1 PNG image, made here so the tests need no binary fixtures. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const minimalPdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Keys with bytes in the app's file storage (PostgreSQL chunks or DATA_DIR/files), whatever their age. */
export async function storedKeys(t: TestApp): Promise<string[]> {
  if (t.config.fileStorage === 'postgres') {
    return (await t.database.db.selectDistinct({ key: storedFileChunks.storageKey }).from(storedFileChunks)).map((row) => row.key).sort();
  }
  const root = path.join(t.config.dataDir, 'files');
  try {
    return readdirSync(root)
      .flatMap((dir) => readdirSync(path.join(root, dir)))
      .sort();
  } catch {
    return [];
  }
}
