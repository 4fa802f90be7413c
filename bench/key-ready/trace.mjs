// Where the time goes between page load and rsaKeyReady: records a Chromium trace of one first visit and one
// return visit (reload) after a warm-up, and prints the steps on the page's own clock (0 = navigation start)
// and the renderer main-thread tasks that held the event up. Tracing itself slows the page a little.
//
// Usage: node bench/key-ready/trace.mjs [--site] [--keep DIR]
//   default: the library page (keys bundle inline in <head>); --site: apps/web/dist through the API.
//   --keep DIR: also writes the raw traces there (open them in chrome://tracing or ui.perfetto.dev).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newBenchContext, startLibraryServer, startSite, visit, waitForSaved } from './support.mjs';

const useSite = process.argv.includes('--site');
const keepArg = process.argv.indexOf('--keep');
const keepDir = keepArg > 0 ? path.resolve(process.argv[keepArg + 1] ?? '.') : undefined;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'navigation', 'toplevel', 'IndexedDB', 'v8.execute', 'blink'];

const MEANINGS = [
  [/^HTMLDocumentParser::NotifyScriptLoaded$/, "the app's deferred module scripts run"],
  [/^MessagePort::Accept$/, "a MessageChannel task (React's scheduler renders in these)"],
  [/^v8\.produceModuleCache$/, 'V8 writes the code cache'],
  [/^Receive mojo reply$/, 'waiting for a synchronous reply from the browser process'],
  [/^WebFrameWidgetImpl::UpdateLifecycle$/, 'style, layout and paint'],
];

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-').padStart(7);

/** What a top-level main-thread task mostly did: its longest named descendant that is not scheduler plumbing. */
function describeTask(events, task) {
  const plumbing = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|SimpleWatcher::OnHandleReady|Receive mojo message|AsyncTask Run|PendingScript::ExecuteScriptBlock|ScriptRunner::ExecutePendingScript)$/;
  let best;
  for (const event of events) {
    if (event.tid !== task.tid || event.ph !== 'X' || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || plumbing.test(event.name)) continue;
    if (!best || event.dur > best.dur) best = event;
  }
  if (!best) return 'task';
  const url = best.args?.data?.url;
  const name = url ? `${best.name} ${new URL(url).pathname.split('/').pop() || '/'}` : best.name;
  const meaning = MEANINGS.find(([pattern]) => pattern.test(best.name));
  return meaning ? `${name}: ${meaning[1]}` : name;
}

function analyse(trace, state, label, url) {
  const events = trace.traceEvents ?? trace;
  const mark = events.find((event) => event.name === 'bench:keysStart' && event.ph !== 'M');
  if (!mark) return [`${label}: no bench:keysStart mark in the trace`];
  const origin = mark.ts - state.keysStart * 1000;
  const at = (event) => (event.ts - origin) / 1000;
  const inWindow = (event) => at(event) >= 0 && at(event) < state.readyAt;
  const firstNamed = (name, predicate = () => true) => events.filter((event) => event.name === name && inWindow(event) && predicate(event)).sort((a, b) => a.ts - b.ts)[0];
  const main = mark.tid;
  const lines = [`${label}`];
  const steps = [];
  const step = (time, text) => steps.push({ time, text });
  step(0, 'navigation start');
  step(state.htmlEnd, 'HTML received');
  const launch = firstNamed('RenderProcessHostImpl::Init');
  if (launch) step(at(launch), 'a new renderer process is started for the page (COOP / site isolation)');
  const parse = firstNamed('ParseHTML', (event) => event.tid === main && event.args?.beginData?.url === url);
  if (parse) step(at(parse), 'the parser starts on the page');
  for (const resource of state.resources) {
    const name = new URL(resource.name).pathname;
    if (!/\/(client-keys|index)-[^/]+\.js$/.test(name)) continue;
    const file = name.split('/').pop();
    if (resource.transferSize === 0) step(resource.responseEnd, `${file} read from the HTTP cache`);
    else step(resource.responseEnd, `${file} received (asked for at ${ms(resource.startTime).trim()}, request sent ${ms(resource.requestStart).trim()}, first byte ${ms(resource.responseStart).trim()})`);
  }
  step(state.keysStart, `key code starts (first touch: ${state.firstTouch})`);
  const open = firstNamed('IDBFactory::open', (event) => event.ph === 'b');
  const openEnd = open && events.find((event) => event.name === 'IDBFactory::open' && event.ph === 'e' && event.id2?.local === open.id2?.local && event.ts >= open.ts);
  if (open) step(at(open), `indexedDB.open()${openEnd ? `, answered on the main thread at ${ms(at(openEnd)).trim()} (${(at(openEnd) - at(open)).toFixed(1)} ms)` : ''}`);
  const generate = firstNamed('DoGenerateKey');
  const reply = firstNamed('DoGenerateKeyReply', (event) => event.ts >= (generate?.ts ?? 0));
  if (generate) {
    const end = at(generate) + generate.dur / 1000;
    step(at(generate), `RSA generation on the WebCrypto thread (${(generate.dur / 1000).toFixed(1)} ms, until ${ms(end).trim()})`);
    if (reply) step(at(reply), `the main thread takes the generated pair (waited ${Math.max(0, at(reply) - end).toFixed(1)} ms for it)`);
  }
  step(state.readyAt, 'rsaKeyReady');
  steps.sort((a, b) => a.time - b.time);
  for (const { time, text } of steps) lines.push(`  ${ms(time)}  ${text}`);
  const tasks = events
    .filter((event) => event.tid === main && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && at(event) >= state.keysStart && at(event) < state.readyAt && event.dur >= 3000)
    .sort((a, b) => b.dur - a.dur);
  const busy = tasks.reduce((sum, task) => sum + task.dur / 1000, 0);
  lines.push(`  main-thread tasks of 3 ms or more between key start and rsaKeyReady: ${tasks.length}, ${busy.toFixed(1)} ms in all`);
  for (const task of tasks.slice(0, 6)) lines.push(`    ${ms(at(task))} ${ms(task.dur / 1000)} ms  ${describeTask(events, task)}`);
  return lines;
}

async function traced(browser, page, go, file) {
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  try {
    return await visit(page, go);
  } finally {
    await browser.stopTracing();
  }
}

async function main() {
  const server = useSite ? await startSite() : await startLibraryServer();
  const url = `${server.origin}/`;
  const dir = keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'key-ready-trace-'));
  fs.mkdirSync(dir, { recursive: true });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    {
      const context = await newBenchContext(browser);
      const page = await context.newPage();
      await visit(page, () => page.goto(url));
      await context.close();
    }
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    const firstFile = path.join(dir, 'first-visit.json');
    const first = await traced(browser, page, () => page.goto(url), firstFile);
    await waitForSaved(page);
    const returnFile = path.join(dir, 'return-visit.json');
    const back = await traced(browser, page, () => page.reload(), returnFile);
    await context.close();
    const lines = [
      '',
      `${useSite ? 'built site through the API' : 'library page (keys bundle inline)'}: headless Chromium ${browser.version()}, times in ms from navigation start, 1-min load average ${os.loadavg()[0].toFixed(1)}`,
      '',
      ...analyse(JSON.parse(fs.readFileSync(firstFile, 'utf8')), first, 'first visit', url),
      '',
      ...analyse(JSON.parse(fs.readFileSync(returnFile, 'utf8')), back, 'return visit (reload)', url),
      ...(keepDir ? ['', `raw traces: ${firstFile}, ${returnFile}`] : []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser?.close();
    await server.stop();
    if (!keepDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
