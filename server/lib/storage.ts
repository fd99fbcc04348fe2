import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Nothing outside an implementation of this touches the disk. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Readable;
  delete(key: string): Promise<void>;
}

/** Files under DATA_DIR/files, fanned out by the key's first two characters. */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[a-zA-Z0-9-]+$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  get(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
