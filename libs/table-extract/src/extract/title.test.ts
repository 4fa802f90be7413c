import { extractTable } from './extract-table';

const titleOf = (html: string): string | undefined => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('t') as Element).title;
};

const scores = '<table id="t"><thead><tr><th>Batting</th><th>R</th><th>B</th></tr></thead><tbody><tr><td>Head</td><td>29</td><td>31</td></tr><tr><td>Marsh</td><td>7</td><td>12</td></tr></tbody></table>';

describe('titles drawn above a table', () => {
  it('reads a bold line with a plain note in brackets after it as the title, and not a line whose plain words come first', () => {
    expect(titleOf(`<div><div><b>Australia</b> <span>(50 ovs maximum)</span></div><i aria-hidden="true"></i></div>${scores}`)).toBe('Australia (50 ovs maximum)');
    expect(titleOf(`<div><strong>Sales by region</strong> (USD)</div>${scores}`)).toBe('Sales by region (USD)');
    expect(titleOf(`<div>Played at <b>Dubai</b> (day/night)</div>${scores}`)).toBeUndefined();
    expect(titleOf(`<div><b>Australia</b> won the toss and chose to bat first</div>${scores}`)).toBeUndefined();
  });

  it('takes no title from a section folded away above the box holding the table (an accordion of innings)', () => {
    const folded = `<div><div><b>India</b> (T: 272 runs from 50 ovs)</div><div><button>Show innings</button></div><div hidden><table><tr><th>Batting</th><th>R</th></tr><tr><td>Sharma</td><td>28</td></tr></table></div></div>`;
    expect(titleOf(`${folded}<div><div><a href="/ground"><b>Dubai Stadium</b></a></div>${scores}</div>`)).toBeUndefined();
    // Open, it is a table of its own, no title either.
    expect(titleOf(`${folded.replace(' hidden', '')}<div><div><a href="/ground"><b>Dubai Stadium</b></a></div>${scores}</div>`)).toBeUndefined();
  });
});
