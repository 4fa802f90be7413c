import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isBlobKey, type FileStorage, type StoredBlob } from './file-storage';

/** Unfinished writes: `<root>/tmp/<key>.<random>`, renamed into place when complete. */
const TMP = 'tmp';
const TMP_KEY = /^tmp\/[0-9a-f-]{36}\.[0-9a-f]{16}$/;

/**
 * Blobs under `root` (`$DATA_DIR/files`): `<root>/<first two characters>/<key>`. Paths are built only from
 * server-made keys (checked); downloads are served by the API's signed route, so `presignedUrl` gives none.
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string): string => {
    if (isBlobKey(key)) return path.join(root, key.slice(0, 2), key);
    if (TMP_KEY.test(key)) return path.join(root, key);
    throw new Error('invalid blob key');
  };

  async function* list(): AsyncIterable<StoredBlob> {
    let dirs: fs.Dirent[];
    try {
      dirs = await fsp.readdir(root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const dir of dirs) {
      if (!dir.isDirectory()) continue;
      const names = await fsp.readdir(path.join(root, dir.name)).catch(() => [] as string[]);
      for (const name of names) {
        const key = dir.name === TMP ? `${TMP}/${name}` : name;
        if (!isBlobKey(key) && !TMP_KEY.test(key)) continue;
        const stat = await fsp.stat(pathOf(key)).catch(() => undefined);
        if (stat) yield { key, lastModified: stat.mtime };
      }
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      const tmp = pathOf(`${TMP}/${key}.${crypto.randomBytes(8).toString('hex')}`);
      await fsp.mkdir(path.dirname(tmp), { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await fsp.rename(tmp, target);
      } catch (error) {
        await fsp.rm(tmp, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const file = pathOf(key);
      // Opening first turns a missing blob into a rejected promise instead of a stream error later.
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    list,
    presignedUrl: async () => undefined,
    close: async () => undefined,
  };
}
