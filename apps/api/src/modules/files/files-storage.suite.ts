// The storage-dependent integration tests, run once per storage kind (files.local.test.ts, files.s3.test.ts).
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_LIMITS, type FileItem } from '@tablecrawler/contract';
import { authDriver, useAuthTestApp, type AuthTestContext } from '../../../test/auth-driver';
import { PNG_BYTES, csvOf, filesDriver, jsonOf, xlsxOf, type FilesDriver } from '../../../test/files-driver';
import type { EnvInput } from '../../config';
import type { FileStorage } from './file-storage';
import { createFileStorage } from './files.plugin';
import { createFilesService, ORPHAN_AGE_MS } from './files.service';

export interface StorageSuiteOptions {
  /** The env that selects the storage (called after earlier beforeAll hooks, e.g. once the S3 server runs). */
  env: () => EnvInput;
  /** Fetches a signed URL: through inject for local storage, over HTTP for presigned S3 URLs. */
  /**
   * Whether the server behind the URL checks its signature (s3rver does not verify SigV4 signatures, only expiry;
   * on S3 the signature is the provider's check, not ours).
   */
  checksSignatures: boolean;
  fetchSigned(files: FilesDriver, signedUrl: string): Promise<{ status: number; body: Buffer; headers: Record<string, string | undefined> }>;
}

async function blobKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of storage.list()) keys.push(blob.key);
  return keys.sort();
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A real storage whose uploads fail after `bytes` bytes (a disk or network failure mid-upload). */
function failingAfter(storage: FileStorage, bytes: number): FileStorage {
  return {
    ...storage,
    put(key, body, contentType) {
      async function* failing() {
        let seen = 0;
        for await (const chunk of body) {
          seen += (chunk as Buffer).length;
          if (seen > bytes) throw new Error('storage went away');
          yield chunk as Buffer;
        }
      }
      return storage.put(key, Readable.from(failing()), contentType);
    },
  };
}

export function storageSuite(name: string, options: StorageSuiteOptions): void {
  describe(`history files on ${name} storage`, () => {
    let c: AuthTestContext;
    let files: FilesDriver;
    let storage: FileStorage;
    let token: string;
    useAuthTestApp((context) => (c = context), { env: () => ({ ...options.env() }) });
    beforeAll(async () => {
      files = filesDriver(c.t);
      storage = createFileStorage(c.t.config.files);
      token = (await c.d.signUp()).tokens.accessToken;
    });
    afterAll(async () => storage.close());

    const cases = [
      { format: 'csv' as const, content: Buffer.from(csvOf(25)) },
      { format: 'json' as const, content: Buffer.from(jsonOf(25)) },
      { format: 'xlsx' as const, content: xlsxOf(25) },
    ];
    it.each(cases)('stores a $format file, previews 20 rows and downloads it intact through the signed URL', async ({ format, content }) => {
      const item = await files.uploaded(token, { content, format, host: 'shop.example.com', rowCount: 25 });
      expect(item).toMatchObject({ host: 'shop.example.com', fileSize: content.length, format, rowCount: 25, pageCount: 1, note: '' });
      expect(item.fileName).toMatch(new RegExp(`^shop\\.example\\.com_\\d{8}_\\d{4}\\.${format}$`));

      const preview = await files.preview(token, item.id);
      expect(preview.statusCode).toBe(200);
      const { data } = preview.json<{ data: { columns: string[]; rows: string[][]; truncated: boolean } }>();
      expect(data.columns).toEqual(['name', 'price', 'memo']);
      expect(data.rows).toHaveLength(FILE_LIMITS.previewRows);
      expect(data.rows[0]?.slice(0, 2)).toEqual(['item 1', '100']);
      expect(data.truncated).toBe(true);

      const signed = await files.accessUrl(token, item.id);
      expect(signed.statusCode).toBe(201);
      const { signedUrl } = signed.json<{ data: { signedUrl: string } }>().data;
      expect(signedUrl).toMatch(/^https?:\/\//);
      const download = await options.fetchSigned(files, signedUrl);
      expect(download.status).toBe(200);
      expect(download.body.equals(content)).toBe(true);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${item.fileName}"; filename*=UTF-8''${item.fileName}`);
    });

    it.each(['csv', 'json', 'xlsx'] as const)('refuses a renamed PNG declared as %s (415) and stores nothing', async (format) => {
      const before = await blobKeys(storage);
      const res = await files.upload(token, { content: PNG_BYTES, format });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_file_type' });
      expect(await blobKeys(storage)).toEqual(before);
    });

    it('refuses a file over 50 MB with 413 file_too_large and stores nothing', async () => {
      const before = await blobKeys(storage);
      const total = (await files.list(token)).json<{ data: { total: number } }>().data.total;
      const big = Buffer.alloc(FILE_LIMITS.maxUploadBytes + 1, 0x61);
      const res = await files.upload(token, { content: big, format: 'csv' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'file_too_large' });
      expect(await blobKeys(storage)).toEqual(before);
      expect((await files.list(token)).json<{ data: { total: number } }>().data.total).toBe(total);
    }, 120_000);

    it(options.checksSignatures ? 'refuses an expired or altered signed URL' : 'refuses an expired signed URL', async () => {
      const item = await files.uploaded(token, { content: csvOf(2) });
      const wall = Date.now();
      // Signed ten minutes ago: expired now (the URL lives five minutes).
      c.clock.set(new Date(wall - 10 * 60_000));
      const old = (await files.accessUrl(token, item.id)).json<{ data: { signedUrl: string } }>().data.signedUrl;
      c.clock.set(new Date(wall));
      expect((await options.fetchSigned(files, old)).status).toBe(403);

      const fresh = (await files.accessUrl(token, item.id)).json<{ data: { signedUrl: string } }>().data.signedUrl;
      const altered = fresh.replace(/(signature|Signature)=([0-9a-f])/, (_m, k: string, ch: string) => `${k}=${ch === '0' ? '1' : '0'}`);
      expect(altered).not.toBe(fresh);
      if (options.checksSignatures) expect((await options.fetchSigned(files, altered)).status).toBe(403);
      expect((await options.fetchSigned(files, fresh)).status).toBe(200);
    });

    it('deletes row and blob; a repeated delete answers 404; concurrent deletes leave no error and no orphan', async () => {
      const first = await files.uploaded(token, { content: csvOf(3) });
      const before = await blobKeys(storage);
      expect((await files.remove(token, first.id)).statusCode).toBe(204);
      expect(await blobKeys(storage)).toHaveLength(before.length - 1);
      expect((await files.remove(token, first.id)).statusCode).toBe(404);

      const second = await files.uploaded(token, { content: csvOf(4) });
      const racing = await Promise.all(Array.from({ length: 5 }, () => files.remove(token, second.id)));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([204, 404, 404, 404, 404]);
      expect(await blobKeys(storage)).toHaveLength(before.length - 1);
      expect((await files.preview(token, second.id)).statusCode).toBe(404);
    });

    it('the sweeper removes blobs without a row once they are an hour old, and keeps the others', async () => {
      const kept = await files.uploaded(token, { content: csvOf(1) });
      const orphan = crypto.randomUUID();
      await storage.put(orphan, Readable.from([Buffer.from('a,b\r\n')]), 'text/csv');
      const keysBefore = await blobKeys(storage);
      expect(keysBefore).toContain(orphan);
      let now = new Date(Date.now() + ORPHAN_AGE_MS / 2);
      const service = createFilesService({
        db: c.t.db,
        storage,
        passes: { hasActivePass: async () => false },
        now: () => now,
        log: { warn: () => undefined },
        quotaBytes: 1,
        maxUploadBytes: 1,
        urlSecret: 'x'.repeat(32),
        publicUrl: c.t.config.publicUrl,
      });
      expect((await service.sweep()).blobsRemoved).toBe(0);
      now = new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
      expect((await service.sweep()).blobsRemoved).toBe(1);
      const keysAfter = await blobKeys(storage);
      expect(keysAfter).not.toContain(orphan);
      expect(keysAfter).toHaveLength(keysBefore.length - 1);
      expect((await files.preview(token, kept.id)).statusCode).toBe(200);
    });

    it("another user's file is invisible and cannot be downloaded, previewed, annotated or deleted", async () => {
      const mine = await files.uploaded(token, { content: csvOf(2) });
      const other = (await authDriver(c.t, c.smtp).signUp()).tokens.accessToken;
      const list = (await files.list(other)).json<{ data: { items: FileItem[]; total: number } }>().data;
      expect(list).toEqual({ items: [], total: 0 });
      for (const res of [await files.accessUrl(other, mine.id), await files.preview(other, mine.id), await files.note(other, mine.id, 'x'), await files.remove(other, mine.id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await files.preview(token, mine.id)).statusCode).toBe(200);
    });
  });

  describe(`a storage failure mid-upload on ${name} storage`, () => {
    let c: AuthTestContext;
    useAuthTestApp((context) => (c = context), { env: () => ({ ...options.env() }), app: { fileStorage: (config) => failingAfter(createFileStorage(config.files), 64 * 1024) } });

    it('answers 503 storage_failed and leaves neither row nor blob', async () => {
      const files = filesDriver(c.t);
      const storage = createFileStorage(c.t.config.files);
      try {
        const token = (await c.d.signUp()).tokens.accessToken;
        const before = await blobKeys(storage);
        const res = await files.upload(token, { content: csvOf(20_000) });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'storage_failed' });
        expect(await blobKeys(storage)).toEqual(before);
        expect((await files.list(token)).json<{ data: { total: number } }>().data.total).toBe(0);
        // A small file still fits under the failure point: the storage itself works.
        expect((await files.upload(token, { content: csvOf(2) })).statusCode).toBe(201);
        expect(await bytesOf(await storage.read((await blobKeys(storage))[0] ?? ''))).toBeDefined();
      } finally {
        await storage.close();
      }
    });
  });
}
