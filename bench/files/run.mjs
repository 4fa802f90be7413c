// Benchmark of the history files (issue 11) on the real built API (`apps/api/dist/main.mjs`, PGlite in a fresh
// DATA_DIR, local storage), driven over HTTP like the site and the extension:
//   1. list: one user with 10,000 files; GET /products/v1/service/files at the first, a middle and the last
//      page (size 20, and size 100), timed from this process; p50/p95 per page, and as a ratio of GET /healthz
//      on the same connection (the floor of any request);
//   2. upload memory: a fresh API process, idle after a warm-up upload; its peak resident memory (VmHWM, reset
//      through /proc/<pid>/clear_refs) while a 50 MB CSV streams in, against its idle memory and the file size.
//
// Usage: node bench/files/run.mjs [--files N] [--requests N]   (defaults 10000 and 200; bundles the API first,
// about a second, so the figures are of the code as it is)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { startApiProcess } = require('../../tools/testing/api-process.cjs');
const { signUpViaApi, uploadHistoryFile } = require('../../tools/testing/api-user.cjs');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Math.max(1, Number(process.argv[at + 1]) || fallback) : fallback;
};
const FILES = arg('--files', 10_000);
const REQUESTS = arg('--requests', 200);
const UPLOAD_BYTES = 50 * 1024 * 1024;
const MEMORY_BUDGET_BYTES = 30 * 1024 * 1024;
const CONCURRENCY = 8;

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

async function timed(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - start;
}

async function listBench() {
  const api = await startApiProcess({ dataDirPrefix: 'tablecrawler-bench-files-' });
  try {
    const user = await signUpViaApi(api);
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < FILES) {
        const i = next++;
        await uploadHistoryFile(api, user.accessToken, { content: `name,price\r\nitem ${i},${i}\r\n`, host: `shop${i % 50}.example.com`, rowCount: 1 });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seeded = performance.now() - started;
    console.log(`seeded ${FILES} files through the upload endpoint in ${(seeded / 1000).toFixed(1)} s (${(seeded / FILES).toFixed(2)} ms per upload, ${CONCURRENCY} at a time)`);

    const headers = { authorization: `Bearer ${user.accessToken}` };
    const floor = [];
    for (let i = 0; i < REQUESTS; i++) floor.push(await timed(`${api.url}/healthz`, {}));
    const floorP95 = quantile(floor, 0.95);
    const lastPage = Math.ceil(FILES / 20);
    const cases = [
      ['page 1, size 20', `page=1&size=20`],
      [`page ${Math.ceil(lastPage / 2)}, size 20`, `page=${Math.ceil(lastPage / 2)}&size=20`],
      [`page ${lastPage} (last), size 20`, `page=${lastPage}&size=20`],
      ['page 1, size 100', `page=1&size=100`],
    ];
    console.log(`\nGET /products/v1/service/files with ${FILES} files of one user (${REQUESTS} requests each, one at a time)`);
    console.log('case                         p50 ms   p95 ms   p95 / healthz p95');
    console.log(`GET /healthz (floor)       ${quantile(floor, 0.5).toFixed(2).padStart(7)}  ${floorP95.toFixed(2).padStart(7)}   1.0`);
    for (const [name, query] of cases) {
      const times = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await timed(`${api.url}/products/v1/service/files?${query}`, headers));
      const p95 = quantile(times, 0.95);
      console.log(`${name.padEnd(26)} ${quantile(times, 0.5).toFixed(2).padStart(7)}  ${p95.toFixed(2).padStart(7)}   ${(p95 / floorP95).toFixed(1)}`);
    }
  } finally {
    await api.stop();
  }
}

/** A 50 MB CSV made on the fly in 64 KiB pieces (the bench holds one piece at a time too). */
function csvStream(bytes) {
  const line = Buffer.from('item,12345,"a quoted, memo"\r\n');
  const piece = Buffer.concat(Array.from({ length: Math.floor(65536 / line.length) }, () => line));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = piece.subarray(0, Math.min(piece.length, bytes - sent));
      sent += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

async function uploadMemoryBench() {
  const api = await startApiProcess({ dataDirPrefix: 'tablecrawler-bench-upload-' });
  try {
    if (!api.pid || !fs.existsSync(`/proc/${api.pid}/clear_refs`)) {
      console.log('\nupload memory: skipped (needs Linux /proc)');
      return;
    }
    const atReady = memoryOf(api.pid).rss;
    const user = await signUpViaApi(api);
    await uploadHistoryFile(api, user.accessToken, { content: 'a,b\r\n1,2\r\n' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = memoryOf(api.pid).rss;
    fs.writeFileSync(`/proc/${api.pid}/clear_refs`, '5');

    const boundary = '----tablecrawler-bench';
    const head = ['host', 'sourceUrl', 'format', 'rowCount', 'pageCount']
      .map((name, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${['bench.example.com', 'https://bench.example.com/t', 'csv', '1000000', '1'][i]}\r\n`)
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const fileBytes = UPLOAD_BYTES - 1024;
    const body = csvStream(fileBytes);
    const reader = body.getReader();
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(head + fileHead));
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.enqueue(encoder.encode(tail));
          controller.close();
        } else controller.enqueue(value);
      },
    });
    let sampled = 0;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryOf(api.pid).rss);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${api.url}/products/v1/service/files`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const text = await response.text();
    clearInterval(sampler);
    const elapsed = performance.now() - started;
    if (response.status !== 201) throw new Error(`upload answered ${response.status} ${text}`);
    const { peak } = memoryOf(api.pid);
    const above = Math.max(peak, sampled) - idle;
    console.log(`\nupload of a ${mib(fileBytes)} MiB CSV (streamed, multipart) in ${(elapsed / 1000).toFixed(2)} s (${mib(fileBytes / (elapsed / 1000))} MiB/s)`);
    console.log(`API resident memory: ${mib(atReady)} MiB when ready, ${mib(idle)} MiB idle after sign-up and one small upload, peak during the upload ${mib(Math.max(peak, sampled))} MiB`);
    console.log(`peak above idle: ${mib(above)} MiB = ${(above / fileBytes).toFixed(2)} x the file size; budget ${mib(MEMORY_BUDGET_BYTES)} MiB: ${above < MEMORY_BUDGET_BYTES ? 'within' : 'OVER'}`);
  } finally {
    await api.stop();
  }
}

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: new URL('../../apps/api/', import.meta.url), stdio: 'inherit' });
if (built.status !== 0) throw new Error('bundling the API failed');
await uploadMemoryBench();
await listBench();
