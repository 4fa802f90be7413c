import fs from 'node:fs';
const which = process.argv[2];
const raw = JSON.parse(fs.readFileSync(`/tmp/kr-trace-${which}.json`, 'utf8'));
const evs = raw.traceEvents ?? raw;
const probe = JSON.parse(fs.readFileSync(`/tmp/kr-probe-${which}.json`, 'utf8'));
const names = {};
for (const e of evs) if (e.ph === 'M' && e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name;
for (const e of evs) if (e.ph === 'M' && e.name === 'process_name') names[`${e.pid}`] = e.args.name;
const nav = evs.filter((e) => e.name === 'navigationStart').map((e) => e.ts);
console.log('navigationStart marks', nav.length);
const t0 = nav.at(-1);
const minDur = Number(process.argv[3] ?? 1);
const until = Number(process.argv[4] ?? 250);
const rows = evs.filter((e) => e.ts && (e.ph === 'X' ? e.dur / 1000 >= minDur : ['I', 'i', 'R', 'b', 'B', 'n'].includes(e.ph) && minDur <= 1)).map((e) => ({ t: (e.ts - t0) / 1000, d: (e.dur ?? 0) / 1000, n: e.name, th: `${names[e.pid] ?? e.pid}/${names[`${e.pid}:${e.tid}`] ?? e.tid}`, ph: e.ph }))
  .filter((r) => r.t > -30 && r.t < until).sort((a, b) => a.t - b.t);
for (const r of rows) console.log(r.t.toFixed(1).padStart(7), r.d.toFixed(1).padStart(6), r.ph, r.th.padEnd(40).slice(0, 40), r.n);
console.log(probe);
