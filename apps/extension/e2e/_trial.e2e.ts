import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseFirst, crawlEnd, crawlMode, download, downloadCsv, openAndFind, startCrawl, workspaceOf } from './support/crawl-panel';
import { startPageSiteWithPassHolder, type PageSiteWithPassHolder } from './support/pass';

const DIR = '/usr/share/doc/libxslt1-dev/html';
let site: PageSiteWithPassHolder;
beforeAll(async () => {
  site = await startPageSiteWithPassHolder((p) => {
    const m = /^\/(APIchunk\d+\.html)$/.exec(p);
    return m && fs.existsSync(path.join(DIR, m[1] as string)) ? { html: fs.readFileSync(path.join(DIR, m[1] as string), 'utf8') } : undefined;
  });
});
afterAll(() => site?.stop());

it('hand trial: libxslt alphabetic API index', async () => {
  const c = await openAndFind(site.ext, `${site.origin}/APIchunk0.html`);
  const list = c.panel.getByRole('list', { name: '페이지의 표 후보' });
  await list.getByRole('button').first().waitFor();
  console.log('candidates', (await list.getByRole('button').allTextContents()).slice(0, 4));
  await chooseFirst(c.panel);
  const ws = workspaceOf(c.panel);
  console.log('columns', await ws.getByTestId('column-spec').allTextContents());
  const boxes = ws.getByRole('checkbox', { name: /내보내기에 넣기/ });
  console.log('checkboxes', await boxes.count());
  if ((await boxes.count()) > 1) await boxes.last().uncheck();
  await c.panel.getByRole('textbox', { name: '포함할 단어' }).fill(process.env.TRIAL_WORD ?? 'xsltApply');
  await startCrawl(c.panel, {});
  const end = await crawlEnd(c.panel, ws, 400_000);
  console.log('end', end, 'mode', await crawlMode(c.panel));
  console.log('progress', await ws.getByTestId('crawl-progress').textContent().catch(() => ''));
  const csv = await downloadCsv(c.panel);
  console.log('csv rows', csv.length - 1, 'distinct', new Set(csv.slice(1).map((r) => r.join('\t'))).size, 'head', csv.slice(0, 3));
  const xlsx = await download(c.panel, 'XLSX 내려받기');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trial-'));
  fs.writeFileSync(path.join(tmp, 'out.xlsx'), xlsx);
  execFileSync('soffice', ['--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', tmp, path.join(tmp, 'out.xlsx')], { stdio: 'ignore' });
  const viaCalc = fs.readFileSync(path.join(tmp, 'out.csv'), 'utf8').trim().split('\n').length;
  console.log('xlsx rows via LibreOffice', viaCalc - 1);
  fs.writeFileSync('/tmp/trial.csv', csv.map((r) => r.join('\t')).join('\n'));
  fs.copyFileSync(path.join(tmp, 'out.csv'), '/tmp/trial-calc.csv');
});
