// Benchmark: time from page load (the navigation's time origin) to the `rsaKeyReady` event in headless
// Chromium, for first visits (fresh profile: the key pair is generated) and return visits (same profile: the
// stored non-extractable pair is read from IndexedDB), on
//   - the library page: only startClientKeys(), its bundle inline in <head> (and, for comparison, loaded by a
//     separate <script src>), served by a static server in a child process;
//   - the built site (apps/web/dist) served by the real API server (apps/api/dist/main.mjs), as users get it;
// against node-forge key generation in the same page. Also checks, in the real browser, what the unit tests
// cannot: the stored key is reused, the event fires once per load, and the device fingerprint is stable in a
// page and a service worker. Where the time goes in one visit: trace.mjs.
//
// Usage: node bench/key-ready/run.mjs [--runs N]   (default 7; exits 0 and prints a table)
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newBenchContext, startLibraryServer, startSite, visit, visitEmpty, waitForSaved } from './support.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 7) : 7;
const TARGET_FIRST_MS = 150;
const TARGET_RETURN_MS = 20;

async function waitForStoredKey(page, publicKeyBase64) {
  if (!(await waitForSaved(page))) return false;
  return (await page.evaluate(() => globalThis.__benchApi.storedPublicKey())) === publicKeyBase64;
}

function stats(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-').padStart(9);

async function serviceWorkerCheck(browser, origin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    return await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      const ask = () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          registration.active.postMessage('report', [channel.port2]);
        });
      return ask();
    });
  } finally {
    await context.close();
  }
}

/** Collected figures: one array of milliseconds per named measure. */
function series() {
  const values = new Map();
  return {
    add(name, value) {
      if (!values.has(name)) values.set(name, []);
      values.get(name).push(value);
    },
    get: (name) => stats(values.get(name) ?? []),
    values: (name) => values.get(name) ?? [],
  };
}

function resourceEnd(state, pattern) {
  const entry = state.resources.find((resource) => pattern.test(new URL(resource.name).pathname));
  return entry ? entry.responseEnd : Number.NaN;
}

/** Records one visit's figures under `prefix` (all from the page's own clock, 0 = navigation start). */
function record(data, prefix, state) {
  data.add(`${prefix}.ready`, state.readyAt);
  data.add(`${prefix}.html`, state.htmlEnd);
  data.add(`${prefix}.start`, state.keysStart);
  data.add(`${prefix}.own`, state.readyAt - state.keysStart);
  data.add(`${prefix}.doc`, state.documentStart);
  data.add(`${prefix}.page`, state.readyAt - state.documentStart);
}

async function main() {
  const t0 = Date.now();
  const library = await startLibraryServer();
  process.stderr.write('starting the API over apps/web/dist (a fresh PGlite takes a few seconds)...\n');
  let site;
  let siteProblem = '';
  try {
    site = await startSite();
  } catch (error) {
    siteProblem = String(error.message ?? error);
  }
  let browser;

  const data = series();
  const loadBefore = os.loadavg()[0];
  const fingerprints = new Set();
  const checks = { siteEarlyGeneration: 0, firstVisits: 0, oneGeneration: 0, reused: 0, reusedSite: 0, eventsOnce: 0, visits: 0, noGeneration: 0, returnVisits: 0, fingerprintStable: 0 };
  const newContext = () => newBenchContext(browser);
  const count = (state, isReturn) => {
    checks.visits += 1;
    if (state.events === 1) checks.eventsOnce += 1;
    if (!isReturn) {
      checks.firstVisits += 1;
      if (state.generateCalls === 1) checks.oneGeneration += 1;
    } else {
      checks.returnVisits += 1;
      if (state.generateCalls === 0) checks.noGeneration += 1;
    }
  };
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    // One untimed visit of each page so that browser start-up costs are not charged to the first run.
    for (const url of [`${library.origin}/`, `${library.origin}/external.html`, ...(site ? [`${site.origin}/`] : [])]) {
      const context = await newContext();
      const page = await context.newPage();
      await visit(page, () => page.goto(url));
      await context.close();
    }

    for (let run = 0; run < RUNS; run++) {
      // Chromium's own share: an empty page (no key code) in a fresh profile, reloaded.
      {
        const context = await newContext();
        try {
          const page = await context.newPage();
          const first = await visitEmpty(page, () => page.goto(`${library.origin}/empty.html`));
          const back = await visitEmpty(page, () => page.reload());
          for (const [prefix, state] of [['empty.first', first], ['empty.reload', back]]) {
            data.add(`${prefix}.doc`, state.documentStart);
            data.add(`${prefix}.script`, state.firstScript);
          }
        } finally {
          await context.close();
        }
      }
      // IndexedDB's own share: open and read one stored value, nothing else, in a fresh profile; reload; new tab.
      {
        const context = await newContext();
        try {
          const page = await context.newPage();
          await visit(page, () => page.goto(`${library.origin}/idb.html`));
          record(data, 'idb.reload', await visit(page, () => page.reload()));
          const tab = await context.newPage();
          record(data, 'idb.tab', await visit(tab, () => tab.goto(`${library.origin}/idb.html`)));
        } finally {
          await context.close();
        }
      }
      // Library page, keys bundle inline in <head>.
      {
        const context = await newContext();
        try {
          const page = await context.newPage();
          const first = await visit(page, () => page.goto(`${library.origin}/`));
          record(data, 'inline.first', first);
          count(first, false);
          const fingerprint = await page.evaluate(() => globalThis.__benchApi.deviceFingerprint());
          const stored = await waitForStoredKey(page, first.publicKeyBase64);

          const back = await visit(page, () => page.reload());
          record(data, 'inline.reload', back);
          count(back, true);
          if (stored && back.publicKeyBase64 === first.publicKeyBase64) checks.reused += 1;
          if ((await page.evaluate(() => globalThis.__benchApi.deviceFingerprint())) === fingerprint) checks.fingerprintStable += 1;
          fingerprints.add(fingerprint);

          const tab = await context.newPage();
          const newTab = await visit(tab, () => tab.goto(`${library.origin}/`));
          record(data, 'inline.tab', newTab);
          count(newTab, true);
          await tab.close();

          data.add('webcrypto', await page.evaluate(() => globalThis.__benchApi.timeGeneration()));
          await page.addScriptTag({ url: '/forge.js' });
          data.add('forge', await page.evaluate(() => globalThis.__forgeGenerate()));
        } finally {
          await context.close();
        }
      }
      // Library page, keys bundle as a separate <script src> (one more request before the key code runs).
      {
        const context = await newContext();
        try {
          const page = await context.newPage();
          const first = await visit(page, () => page.goto(`${library.origin}/external.html`));
          record(data, 'external.first', first);
          count(first, false);
          await waitForSaved(page);
          const back = await visit(page, () => page.reload());
          record(data, 'external.reload', back);
          count(back, true);
        } finally {
          await context.close();
        }
      }
      // The built site through the API.
      if (site) {
        const context = await newContext();
        try {
          const page = await context.newPage();
          const first = await visit(page, () => page.goto(`${site.origin}/`));
          record(data, 'site.first', first);
          if (first.firstTouch === 'generateKey') checks.siteEarlyGeneration += 1;
          data.add('site.first.app', resourceEnd(first, /^\/assets\/index-[^/]+\.js$/));
          count(first, false);
          const saved = await waitForSaved(page);
          const back = await visit(page, () => page.reload());
          record(data, 'site.reload', back);
          data.add('site.reload.app', resourceEnd(back, /^\/assets\/index-[^/]+\.js$/));
          count(back, true);
          const tab = await context.newPage();
          const newTab = await visit(tab, () => tab.goto(`${site.origin}/`));
          record(data, 'site.tab', newTab);
          count(newTab, true);
          if (saved && back.generateCalls === 0 && newTab.generateCalls === 0) checks.reusedSite += 1;
        } finally {
          await context.close();
        }
      }
      const last = (name) => (data.values(name).at(-1) ?? Number.NaN).toFixed(1);
      process.stderr.write(
        `  run ${run + 1}/${RUNS}: library first ${last('inline.first.ready')} / return ${last('inline.reload.ready')} ms; ` +
          `site first ${site ? last('site.first.ready') : '-'} / return ${site ? last('site.reload.ready') : '-'} ms; forge ${last('forge')} ms\n`,
      );
    }

    const sw = await serviceWorkerCheck(browser, library.origin);
    const version = browser.version();
    const verdict = (value, target) => (value < target ? 'met' : 'MISSED');
    const row = (label, name, target) => {
      const s = data.get(name);
      return `${label.padEnd(76)}${fmt(s.median)}${fmt(s.min)}${fmt(s.max)}${target ? `   < ${target}: ${verdict(s.median, target)}` : ''}`;
    };
    /** The target rows of one page: each visit from navigation start and from the page start. */
    const targetRows = (page) =>
      [
        ['first visit', 'first', ' (generate)', TARGET_FIRST_MS],
        ['return visit (reload)', 'reload', ' (IndexedDB)', TARGET_RETURN_MS],
        ['return visit (new tab, same profile)', 'tab', '', TARGET_RETURN_MS],
      ].flatMap(([label, visitName, how, target]) => [
        row(`  ${label}: navigation -> rsaKeyReady${how}`, `${page}.${visitName}.ready`, target),
        row(`  ${label}: page start (new document) -> rsaKeyReady`, `${page}.${visitName}.page`, target),
      ]);
    const ratio = (label, a, b) => `  ${label.padEnd(74)}${(data.get(a).median / data.get(b).median).toFixed(1).padStart(7)}x`;
    const lines = [
      '',
      `key-ready benchmark: headless Chromium ${version}, ${RUNS} runs each (plus 1 warm-up per page), times in ms`,
      `on the page's clock (performance.now(), 0 = navigation start): "navigation ->" rows count from the navigation's start,`,
      `"page start ->" rows from the moment the new document exists (before any of its scripts; Chromium's own time before`,
      `that is the "Chromium alone" floor, measured in the same run)`,
      `machine: ${os.cpus().length} cores, 1-min load average ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end (other work on the machine slows every figure)`,
      '',
      `${'measure'.padEnd(76)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}   target`,
      `Chromium alone: the same page without key code, one inline script in <head> (a floor no page script can beat)`,
      row('  first visit: navigation -> new document', 'empty.first.doc'),
      row('  first visit: navigation -> first script runs', 'empty.first.script'),
      row('  return visit (reload): navigation -> new document', 'empty.reload.doc'),
      row('  return visit (reload): navigation -> first script runs', 'empty.reload.script'),
      `IndexedDB alone: an inline script that only opens a database and reads one stored value (a floor for any stored key)`,
      row('  return visit (reload): page start (new document) -> value read', 'idb.reload.page'),
      row('  return visit (new tab, same profile): page start (new document) -> value read', 'idb.tab.page'),
      `library page: startClientKeys() alone, its ${(library.keysBytes / 1024).toFixed(1)} KiB bundle inline in <head>, static server in a child process`,
      ...targetRows('inline'),
      row('    navigation -> new document, return visit (reload)', 'inline.reload.doc'),
      row('    navigation -> HTML received, first visit', 'inline.first.html'),
      row('    navigation -> key code starts, first visit', 'inline.first.start'),
      row('    navigation -> key code starts, return visit (reload)', 'inline.reload.start'),
      row('    key code -> rsaKeyReady, first visit', 'inline.first.own'),
      row('    key code -> rsaKeyReady, return visit (reload)', 'inline.reload.own'),
      row('    key code -> rsaKeyReady, return visit (new tab)', 'inline.tab.own'),
      'library page, same bundle loaded by <script src> (one more request)',
      row('  first visit: load -> rsaKeyReady', 'external.first.ready'),
      row('  return visit (reload): load -> rsaKeyReady', 'external.reload.ready'),
      row('    navigation -> key code starts, first visit', 'external.first.start'),
      row('    navigation -> key code starts, return visit (reload)', 'external.reload.start'),
      ...(site
        ? [
            `built site: apps/web/dist served by apps/api/dist/main.mjs, early client-keys entry in <head>: ${site.earlyEntry ? 'yes' : 'NO (old build?)'}`,
            ...targetRows('site'),
            row('    navigation -> HTML received, first visit', 'site.first.html'),
            row('    navigation -> key code starts, first visit', 'site.first.start'),
            row('    navigation -> key code starts, return visit (reload)', 'site.reload.start'),
            row('    navigation -> app bundle index-*.js received, first visit', 'site.first.app'),
            row('    navigation -> app bundle index-*.js received, return visit', 'site.reload.app'),
            row('    key code -> rsaKeyReady, first visit', 'site.first.own'),
            row('    key code -> rsaKeyReady, return visit (reload)', 'site.reload.own'),
            row('    key code -> rsaKeyReady, return visit (new tab)', 'site.tab.own'),
          ]
        : [`built site: skipped (${siteProblem})`]),
      row('WebCrypto RSA-2048 generation alone (same page, after load)', 'webcrypto'),
      row('node-forge RSA-2048 generation (same page)', 'forge'),
      '',
      'ratios of medians',
      ratio('forge generation / ours first visit (library page)', 'forge', 'inline.first.ready'),
      ratio('forge generation / ours return visit (library page)', 'forge', 'inline.reload.ready'),
      ...(site
        ? [ratio('forge generation / ours first visit (built site)', 'forge', 'site.first.ready'), ratio('forge generation / ours return visit (built site)', 'forge', 'site.reload.ready')]
        : []),
      ratio('forge generation / WebCrypto generation', 'forge', 'webcrypto'),
      ratio('ours first visit / ours return visit (library page)', 'inline.first.ready', 'inline.reload.ready'),
      ratio('ours return visit / IndexedDB alone, reload (from page start)', 'inline.reload.page', 'idb.reload.page'),
      ratio('ours return visit / IndexedDB alone, new tab (from page start)', 'inline.tab.page', 'idb.tab.page'),
      '',
      'checks',
      `  return visit reused the stored key pair (library page)    ${checks.reused}/${RUNS}`,
      ...(site
        ? [
            `  return visits generated no key (built site)               ${checks.reusedSite}/${RUNS}`,
            `  first visits started generating before any storage read (built site) ${checks.siteEarlyGeneration}/${RUNS}`,
          ]
        : []),
      `  one generateKey() call on each first visit                ${checks.oneGeneration}/${checks.firstVisits}`,
      `  no generateKey() call on any return visit                 ${checks.noGeneration}/${checks.returnVisits}`,
      `  rsaKeyReady fired exactly once per load                   ${checks.eventsOnce}/${checks.visits}`,
      `  fingerprint unchanged after reload                        ${checks.fingerprintStable}/${RUNS}`,
      `  same fingerprint in every fresh profile                   ${fingerprints.size === 1 ? 'yes' : `no (${fingerprints.size} values)`}`,
      sw.ok
        ? `  service worker: rsaKeyReady fired ${sw.events}x, fingerprint stable ${sw.fingerprints[0] === sw.fingerprints[1] ? 'yes' : 'NO'}, no document ${sw.hasDocument ? 'NO' : 'yes'}`
        : `  service worker: FAILED (${sw.error})`,
      '',
      `total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser?.close();
    await library.stop();
    await site?.stop();
  }
}

await main();
