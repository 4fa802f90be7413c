import fs from 'node:fs';
const [tag, which, minDur = '0.5', from = '-5', until = '400'] = process.argv.slice(2);
const raw = JSON.parse(fs.readFileSync(`/tmp/kr-trace-${tag}-${which}.json`, 'utf8'));
const evs = raw.traceEvents ?? raw;
const names = {};
for (const e of evs) if (e.ph === 'M' && e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name;
for (const e of evs) if (e.ph === 'M' && e.name === 'process_name') names[`${e.pid}`] = e.args.name;
// origin: the bench:keysStart mark minus state.keysStart
const st = JSON.parse(fs.readFileSync(`/tmp/kr-probe-${tag}-${which}.json`, 'utf8'));
const mark = evs.find((e) => e.name === 'bench:keysStart');
const t0 = mark.ts - st.keysStart * 1000;
const keep = /EvaluateScript|v8.compileModule|v8.compile|ParseHTML|CommitNavigation|IDB|DoGenerateKey|DoExportKey|bench:|FunctionCall|EventDispatch|ResourceSendRequest|ResourceFinish|ResourceReceiveResponse|RunMicrotasks|v8.evaluateModule|TimerFire|Layout|Paint|UpdateLayoutTree|StreamingCompile|v8.parseOnBackground|RunTask|ScriptStreamer|domInteractive|navigationStart|responseEnd|CreateParserPostCommit/;
const rows = evs.filter((e) => e.ts && keep.test(e.name) && (e.ph !== 'X' || e.dur / 1000 >= Number(minDur)))
  .map((e) => ({ t: (e.ts - t0) / 1000, d: (e.dur ?? 0) / 1000, n: e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.type ? ' ' + e.args.data.type : ''), th: `${names[e.pid] ?? e.pid}/${names[`${e.pid}:${e.tid}`] ?? e.tid}`, ph: e.ph }))
  .filter((r) => r.t > Number(from) && r.t < Number(until) && !/Browser|GPU/.test(r.th)).sort((a, b) => a.t - b.t);
for (const r of rows) console.log(r.t.toFixed(1).padStart(7), r.d.toFixed(1).padStart(6), r.ph, r.th.padEnd(34).slice(0, 34), r.n.slice(0, 90));
console.log(JSON.stringify(st));
