import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedExtension } from './support/extension';
import { crawlEnd, download, downloadCsv, openAndChoose, workspaceOf } from './support/crawl-panel';
import { GROUPED_PAGES, rows, type CrawlSite } from './fixtures/crawl/crawl-site';
import { startPassHolderCrawl, type PassHolderCrawl } from './support/pass';

// Recipes as a user keeps them: set up a crawl, save it, come back to the site later and re-run it with one click;
// export it as a file and bring it back from the file or as pasted text.

let setup: PassHolderCrawl | undefined;
let ext: LoadedExtension;
let site: CrawlSite;
let dir: string;

// Multi-page crawls need a signed-in account with a pass (the pass gate).
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-recipes-'));
  setup = await startPassHolderCrawl();
  ({ ext, site } = setup);
});

afterAll(async () => {
  await setup?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The catalogue as the recipe shapes it: the price column left out, the name column renamed. */
const shaped = (from: number, to: number): string[][] => rows(from, to).map((r) => [r[0] ?? '', r[1] ?? '']);

describe('recipes', () => {
  it('saves a set-up, offers "re-run" on coming back to the site, and exports and imports it as a file and as text', async () => {
    const first = await openAndChoose(ext, site.url('/grouped?page=1'));
    const { panel } = first;
    await panel.getByRole('checkbox', { name: '내보내기에 넣기: 가격' }).uncheck();
    await panel.getByRole('textbox', { name: '열 이름: 상품명' }).fill('이름');
    await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).uncheck();
    await panel.getByRole('spinbutton', { name: '페이지 수' }).fill('3');
    await panel.getByRole('spinbutton', { name: '페이지 사이 대기(초)' }).fill('0');
    await panel.getByRole('spinbutton', { name: '무작위 추가 대기 최대(초)' }).fill('0');
    const recipes = panel.getByTestId('recipes');
    await recipes.getByRole('textbox', { name: '레시피 이름' }).fill('검색 3쪽');
    await recipes.getByRole('button', { name: '레시피로 저장' }).click();
    await recipes.getByRole('status').filter({ hasText: '레시피 검색 3쪽을(를) 저장했습니다.' }).waitFor();

    const file = path.join(dir, 'exported.json');
    fs.writeFileSync(file, await download(panel, '레시피 파일 내보내기'));
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: number; name: string; columns: { name: string; included: boolean }[]; limits: { maxPages: number | null } };
    expect(exported).toMatchObject({ version: 2, name: '검색 3쪽', limits: { maxPages: 3 } });
    expect(exported.columns.map((c) => [c.name, c.included])).toEqual([
      ['코드', true],
      ['이름', true],
      ['가격', false],
    ]);
    await panel.close();
    await first.page.close();

    // Later, another page of the same site: the saved recipe is offered and re-runs the whole set-up from its own page.
    const again = await openAndChoose(ext, site.url('/grouped?page=1&later'));
    const saved = again.panel.getByRole('list', { name: '이 사이트에 저장한 레시피' });
    await saved.getByRole('button', { name: '검색 3쪽 다시 실행' }).click();
    expect(await crawlEnd(again.panel)).toEqual({ status: 'finished', reason: 'page-limit', error: null });
    expect(await downloadCsv(again.panel)).toEqual([['코드', '이름'], ...shaped(0, 3 * GROUPED_PAGES.per)]);

    // Imported back as pasted text and from a file (each under a new name), they join the site's list.
    const bar = again.panel.getByTestId('recipes');
    await bar.getByRole('textbox', { name: '레시피 붙여넣기' }).fill(JSON.stringify({ ...exported, name: '붙여넣은 레시피' }));
    await bar.getByRole('button', { name: '가져오기', exact: true }).click();
    await bar.getByRole('status').filter({ hasText: '레시피 붙여넣은 레시피을(를) 가져왔습니다.' }).waitFor();
    const fromFile = path.join(dir, 'from-file.json');
    fs.writeFileSync(fromFile, JSON.stringify({ ...exported, name: '파일 레시피', limits: { ...exported.limits, maxPages: 2 } }));
    await bar.getByLabel('레시피 파일 가져오기').setInputFiles(fromFile);
    await bar.getByRole('status').filter({ hasText: '레시피 파일 레시피을(를) 가져왔습니다.' }).waitFor();
    expect(await saved.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('파일 레시피'),
      expect.stringContaining('붙여넣은 레시피'),
      expect.stringContaining('검색 3쪽'),
    ]);
    // A recipe that is not one is refused with the reason, and nothing is added.
    await bar.getByRole('textbox', { name: '레시피 붙여넣기' }).fill('{"version": 9}');
    await bar.getByRole('button', { name: '가져오기', exact: true }).click();
    await bar.getByRole('alert').filter({ hasText: '쓸 수 없는 레시피입니다' }).waitFor();
    expect(await saved.getByRole('listitem').count()).toBe(3);

    // The imported file's own limit applies when it is re-run, from the recipe's page: the tab shows page 3 of the last
    // crawl, so it is taken back to the recipe's URL first.
    expect(again.page.url()).toBe(site.url('/grouped?page=3'));
    const firstPageHits = site.hits.get('/grouped?page=1') ?? 0;
    await saved.getByRole('button', { name: '파일 레시피 다시 실행' }).click();
    // The last crawl's end (3 of 3 pages) stays on screen until this one reports.
    await workspaceOf(again.panel).getByText(/^페이지 2 \/ 2/).waitFor();
    expect(await crawlEnd(again.panel)).toEqual({ status: 'finished', reason: 'page-limit', error: null });
    expect(await downloadCsv(again.panel)).toEqual([['코드', '이름'], ...shaped(0, 2 * GROUPED_PAGES.per)]);
    expect(site.hits.get('/grouped?page=1')).toBe(firstPageHits + 1);
    expect(again.page.url()).toBe(site.url('/grouped?page=2'));
    await again.panel.close();
    await again.page.close();
  });
});
