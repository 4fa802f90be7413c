/** @jest-environment jsdom */
import { Value } from '@sinclair/typebox/value';
import { PageScan, PAGE_TITLE_MAX_LENGTH } from '../features/extract';
import { scanPage } from './scan-page';

const dataTable = (caption: string) =>
  `<table><caption>${caption}</caption><tr><th>Quarter</th><th>Sales</th></tr><tr><td>Q1</td><td>1,200</td></tr><tr><td>Q2</td><td>1,350</td></tr></table>`;

describe('scanPage', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reports the title, the URL and the number of data tables', () => {
    document.title = '  Quarterly results  ';
    document.body.innerHTML = `${dataTable('A')}<div>${dataTable('B')}</div>`;
    const scan = scanPage(document);
    expect(scan).toEqual({ url: document.URL, title: 'Quarterly results', tableCount: 2 });
    expect(Value.Check(PageScan, scan)).toBe(true);
  });

  it('leaves out layout and hidden tables', () => {
    document.body.innerHTML = `${dataTable('shown')}<div hidden>${dataTable('hidden')}</div><table role="presentation"><tr><td>nav</td><td>body</td></tr><tr><td>a</td><td>b</td></tr></table>`;
    expect(scanPage(document).tableCount).toBe(1);
  });

  it('reports zero tables and cuts an overlong title to what the schema allows', () => {
    document.title = 'x'.repeat(PAGE_TITLE_MAX_LENGTH + 50);
    document.body.innerHTML = '<p>no tables</p>';
    const scan = scanPage(document);
    expect(scan.tableCount).toBe(0);
    expect(scan.title).toHaveLength(PAGE_TITLE_MAX_LENGTH);
    expect(Value.Check(PageScan, scan)).toBe(true);
  });
});
