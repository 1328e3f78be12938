import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Bytes of uploaded files on the local disk, under `<DATA_DIR>/uploads/<key>`. Keys are
 * generated here, so no client-chosen name ever reaches a path.
 */
export interface FileStorage {
  save(content: Readable): Promise<{ key: string; size: number }>;
  pathOf(key: string): string;
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    pathOf,
    async save(content) {
      await mkdir(root, { recursive: true });
      const key = randomUUID();
      const file = pathOf(key);
      try {
        await pipeline(content, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, size: (await stat(file)).size };
    },
    async open(key) {
      const file = pathOf(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
