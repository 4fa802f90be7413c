import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ENDPOINTS, LIMITS, type FileItem } from '@tablecrawler/contract';
import { useAuthTestApp, type AuthTestContext } from '../../../test/auth-driver';
import { csvOf, filesDriver, jsonOf, multipartBody, type FilesDriver } from '../../../test/files-driver';
import { createFileStorage } from './files.plugin';

type ListData = { data: { items: FileItem[]; total: number } };

describe('history files: upload rules, notes, pagination, access', () => {
  let c: AuthTestContext;
  let files: FilesDriver;
  let token: string;
  let userId: string;
  useAuthTestApp((context) => (c = context));
  beforeAll(async () => {
    files = filesDriver(c.t);
    token = (await c.d.signUp()).tokens.accessToken;
    userId = (await c.d.call('validate', { token })).json<{ userId: string }>().userId;
  });

  it('needs sign-in on every endpoint', async () => {
    const id = crypto.randomUUID();
    for (const res of [await files.upload('x.y.z', { content: csvOf(1) }), await files.call('GET', ENDPOINTS.listFiles.path), await files.accessUrl('', id), await files.preview('', id), await files.note('', id, 'x'), await files.remove('', id)]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('validates the upload fields and the multipart shape', async () => {
    const missingHost = await files.upload(token, { content: csvOf(1), fields: { host: undefined } });
    expect(missingHost.statusCode).toBe(400);
    expect(missingHost.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'host' }] });
    const badFormat = await files.upload(token, { content: csvOf(1), fields: { format: 'pdf' } });
    expect(badFormat.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'format' }] });
    for (const rowCount of ['-1', '1.5', '1e3', ' 2']) {
      const badCount = await files.upload(token, { content: csvOf(1), fields: { rowCount } });
      expect(badCount.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'rowCount' }] });
    }
    const badUrl = await files.upload(token, { content: csvOf(1), fields: { sourceUrl: 'javascript:alert(1)' } });
    expect(badUrl.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'sourceUrl' }] });
    const fileFirst = await files.upload(token, { content: csvOf(1), fileFirst: true });
    expect(fileFirst.statusCode).toBe(400);
    const json = await c.t.app.inject({ method: 'POST', url: ENDPOINTS.uploadFile.path, payload: { host: 'a' }, headers: { authorization: `Bearer ${token}` } });
    expect(json.statusCode).toBe(415);
    const noFile = multipartBody({ host: 'a.com', sourceUrl: 'https://a.com', format: 'csv', rowCount: '1', pageCount: '1' });
    const res = await c.t.app.inject({ method: 'POST', url: ENDPOINTS.uploadFile.path, payload: noFile.payload, headers: { ...noFile.headers, authorization: `Bearer ${token}` } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_error', details: [{ field: 'file' }] });
    expect((await files.list(token)).json<ListData>().data.total).toBe(0);
  });

  it('checks content beyond the name: broken JSON, unbalanced CSV quotes, a ZIP without workbook parts', async () => {
    for (const [format, content] of [
      ['json', '[{"a": 1},'],
      ['json', '{"a": 1} {"b": 2}'],
      ['csv', 'a,b\r\n"unterminated,1\r\n'],
      ['csv', ''],
      ['xlsx', Buffer.from('504b0304', 'hex')],
    ] as const) {
      const res = await files.upload(token, { content, format });
      expect({ format, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ format, status: 415, code: 'unsupported_file_type' });
    }
  });

  it('multi-page uploads need an active pass (403 pass_required)', async () => {
    const refused = await files.upload(token, { content: csvOf(2), pageCount: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'pass_required' });
    // Refused before a byte is stored; the rest of a body past the size limit is drained without harm.
    const big = await files.upload(token, { content: Buffer.alloc(51 * 1024 * 1024, 0x61), pageCount: 2 });
    expect(big.json()).toMatchObject({ statusCode: 403, code: 'pass_required' });
    const now = c.clock.now();
    await c.t.db.query('INSERT INTO passes (id, user_id, purchased_at, expires_at) VALUES ($1, $2, $3, $4)', [crypto.randomUUID(), userId, new Date(now.getTime() - 60_000), new Date(now.getTime() + 86_400_000)]);
    const item = await files.uploaded(token, { content: csvOf(2), pageCount: 3 });
    expect(item.pageCount).toBe(3);
    await c.t.db.query('DELETE FROM passes WHERE user_id = $1', [userId]);
    await files.remove(token, item.id);
  });

  it('answers a repeated Idempotency-Key with the first result and stores nothing twice, also when racing', async () => {
    const storage = createFileStorage(c.t.config.files);
    try {
      const blobs = async () => {
        let n = 0;
        for await (const blob of storage.list()) if (blob.key) n += 1;
        return n;
      };
      const before = await blobs();
      const first = await files.upload(token, { content: csvOf(2), idempotencyKey: 'upload-1' });
      const again = await files.upload(token, { content: csvOf(5), idempotencyKey: 'upload-1' });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const racing = await Promise.all(Array.from({ length: 4 }, () => files.upload(token, { content: jsonOf(3), format: 'json', idempotencyKey: 'upload-2' })));
      const ids = new Set(racing.map((r) => r.json<{ data: FileItem }>().data.id));
      expect(racing.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      expect(ids.size).toBe(1);
      expect(await blobs()).toBe(before + 2);
      // Keys are per user: another user's upload with the same key is a new file.
      const stranger = (await c.d.signUp()).tokens.accessToken;
      const theirs = await files.upload(stranger, { content: csvOf(2), idempotencyKey: 'upload-1' });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<{ data: FileItem }>().data.id).not.toBe(first.json<{ data: FileItem }>().data.id);
      await files.remove(stranger, theirs.json<{ data: FileItem }>().data.id);
      expect((await files.upload(token, { content: csvOf(1), idempotencyKey: 'bad key with spaces' })).json()).toMatchObject({ statusCode: 400, code: 'idempotency_key_invalid' });
      for (const item of [first.json<{ data: FileItem }>().data.id, [...ids][0] ?? '']) await files.remove(token, item);
    } finally {
      await storage.close();
    }
  });

  it('keeps notes up to 1,000 characters as text, HTML included', async () => {
    const item = await files.uploaded(token, { content: csvOf(1) });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & 메모';
    const res = await files.note(token, item.id, html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ data: FileItem }>().data.note).toBe(html);
    expect((await files.list(token)).json<ListData>().data.items.find((i) => i.id === item.id)?.note).toBe(html);
    expect((await files.note(token, item.id, 'x'.repeat(LIMITS.noteMaxLength))).statusCode).toBe(200);
    const long = await files.note(token, item.id, 'x'.repeat(LIMITS.noteMaxLength + 1));
    expect(long.json()).toMatchObject({ statusCode: 400, code: 'validation_error', details: [{ field: 'note', code: 'string_too_long' }] });
    expect((await files.note(token, crypto.randomUUID(), 'x')).statusCode).toBe(404);
    await files.remove(token, item.id);
  });

  it('signed download: expired → signature_expired, altered signature, expiry or file → signature_invalid', async () => {
    const item = await files.uploaded(token, { content: csvOf(2) });
    const other = await files.uploaded(token, { content: csvOf(3) });
    const signedUrl = (await files.accessUrl(token, item.id)).json<{ data: { signedUrl: string } }>().data.signedUrl;
    expect(signedUrl.startsWith(`${c.t.config.publicUrl}/products/v1/service/files/${item.id}/download?`)).toBe(true);
    const ok = await files.download(signedUrl);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    const url = new URL(signedUrl);
    const expires = Number(url.searchParams.get('expires'));
    const variants = [
      signedUrl.replace(item.id, other.id),
      signedUrl.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      signedUrl.replace(/signature=[0-9a-f]+/, 'signature=00'),
    ];
    for (const variant of variants) expect((await files.download(variant)).json()).toMatchObject({ statusCode: 403, code: 'signature_invalid' });
    c.clock.advance(5 * 60_000 + 1000);
    expect((await files.download(signedUrl)).json()).toMatchObject({ statusCode: 403, code: 'signature_expired' });
    c.clock.set(new Date());
    await files.remove(token, item.id);
    expect((await files.download((await files.accessUrl(token, other.id)).json<{ data: { signedUrl: string } }>().data.signedUrl)).statusCode).toBe(200);
    expect((await files.download(signedUrl)).statusCode).toBe(404);
    await files.remove(token, other.id);
  });

  it('lists newest first in pages with the total; size is capped at 100', async () => {
    const other = (await c.d.signUp()).tokens.accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      c.clock.advance(1000);
      ids.push((await files.uploaded(other, { content: csvOf(1), host: `h${i}.example.com` })).id);
    }
    const pages = await Promise.all([1, 2, 3, 4].map((page) => files.list(other, { page: String(page), size: '20' })));
    const data = pages.map((p) => p.json<ListData>().data);
    expect(data.map((d) => d.total)).toEqual([45, 45, 45, 45]);
    expect(data.map((d) => d.items.length)).toEqual([20, 20, 5, 0]);
    expect(data.flatMap((d) => d.items.map((i) => i.id))).toEqual([...ids].reverse());
    expect((await files.list(other)).json<ListData>().data.items).toHaveLength(LIMITS.historyPageSize);
    expect((await files.list(other, { size: '100' })).json<ListData>().data.items).toHaveLength(45);
    expect((await files.list(other, { size: '101' })).json()).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect((await files.list(other, { page: '0' })).statusCode).toBe(400);
  });

  it('deleting the account removes its files, rows and blobs', async () => {
    const leaving = await c.d.signUp();
    const item = await files.uploaded(leaving.tokens.accessToken, { content: csvOf(2) });
    const { rows } = await c.t.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [item.id]);
    const key = rows[0]?.storage_key ?? '';
    const blob = path.join(c.t.config.files.localDir, key.slice(0, 2), key);
    expect(fs.existsSync(blob)).toBe(true);
    expect((await c.d.call('leave', { token: leaving.tokens.accessToken })).statusCode).toBe(204);
    expect((await c.t.db.query('SELECT 1 FROM files WHERE id = $1', [item.id])).rows).toHaveLength(0);
    expect(fs.existsSync(blob)).toBe(false);
  });
});

describe('history files: quota', () => {
  let c: AuthTestContext;
  useAuthTestApp((context) => (c = context), { env: { FILES_QUOTA_BYTES: '1000' } });

  it('refuses uploads beyond the per-user quota with 413 quota_exceeded and stores nothing', async () => {
    const files = filesDriver(c.t);
    const token = (await c.d.signUp()).tokens.accessToken;
    const item = await files.uploaded(token, { content: 'a'.repeat(600) });
    const over = await files.upload(token, { content: 'b'.repeat(600) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'quota_exceeded' });
    expect((await files.list(token)).json<ListData>().data.total).toBe(1);
    expect((await files.upload(token, { content: 'c'.repeat(400) })).statusCode).toBe(201);
    expect((await files.upload(token, { content: 'd' })).json()).toMatchObject({ statusCode: 413, code: 'quota_exceeded' });
    await files.remove(token, item.id);
    expect((await files.upload(token, { content: 'e'.repeat(600) })).statusCode).toBe(201);
    // Another user has a quota of their own.
    const other = (await c.d.signUp()).tokens.accessToken;
    expect((await files.upload(other, { content: 'f'.repeat(900) })).statusCode).toBe(201);
  });
});

describe('history files: the sweeper runs with the API', () => {
  let c: AuthTestContext;
  useAuthTestApp((context) => (c = context), { env: { FILES_SWEEP_INTERVAL_SECONDS: '1' }, realClock: true });

  it('removes a blob without a row that is over an hour old, and stops with the app', async () => {
    const storage = createFileStorage(c.t.config.files);
    try {
      const key = crypto.randomUUID();
      await storage.put(key, Readable.from([Buffer.from('a\r\n')]), 'text/csv');
      const file = path.join(c.t.config.files.localDir, key.slice(0, 2), key);
      const old = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(file, old, old);
      const deadline = Date.now() + 10_000;
      while (fs.existsSync(file) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await storage.close();
    }
  });
});
