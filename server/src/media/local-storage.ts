import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../core/storage';

/** Media kept as files under DATA_DIR/media and served at /media. */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const safeKey = key.replace(/[^a-zA-Z0-9/_.-]/g, '_').replace(/\.\.+/g, '.');
    const file = path.join(this.root, safeKey);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return `/media/${safeKey}`;
  }
}
