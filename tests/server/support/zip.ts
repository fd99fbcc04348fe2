import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-made zip: `repeat` copies of `content`, deflated without ever holding them all in memory. */
export interface ZipPart {
  name: string;
  content: string;
  repeat?: number;
  prefix?: string;
  suffix?: string;
}

/**
 * Deflated blocks ending in a sync flush can be concatenated: `repeat` copies cost one copy's work
 * and a few bytes each, which is how a zip bomb is small outside and huge inside.
 */
function deflatePart({ content, repeat = 1, prefix = '', suffix = '' }: ZipPart) {
  const flushed = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const [head, body, tail] = [prefix, content, suffix].map((text) => Buffer.from(text));
  const bodyBlocks = flushed(body!);
  const deflated = Buffer.concat([
    flushed(head!),
    ...Array<Buffer>(repeat).fill(bodyBlocks),
    flushed(tail!),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  let crc = crc32(head!);
  for (let i = 0; i < repeat; i++) crc = crc32(body!, crc);
  crc = crc32(tail!, crc);
  return { deflated, crc, size: head!.length + body!.length * repeat + tail!.length };
}

/** A zip of the given parts (deflated, in order), as a client could upload it. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { deflated, crc, size } = deflatePart(part);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
