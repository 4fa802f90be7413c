import { isRendered, visibilityFor } from './visibility';

describe('visibilityFor', () => {
  it.each(['query', 'visit'] as const)('finds elements hidden by stylesheets, media rules, attributes and inline styles (attributes: %s)', (attributes) => {
    document.body.innerHTML = `
      <style>
        .a { display: none }
        @media screen { .b { display: none } }
        .c { visibility: hidden }
        .d { display: none } .d.shown { display: inline }
        .e::before { display: none }
      </style>
      <div id="scope"><span class="a">a</span><span class="b">b</span><span class="c">c</span><span class="d shown">d</span><span class="e">e</span><span hidden>f</span><span style="overflow:hidden">g</span><span style="DISPLAY:NONE">h</span></div>`;
    const scope = document.getElementById('scope') as Element;
    const v = visibilityFor(scope, { attributes });
    const hidden = Array.from(scope.children).filter((el) => v.isHidden(el)).map((el) => el.textContent);
    expect(hidden).toEqual(expect.arrayContaining(['a', 'b', 'c', 'f', 'h']));
    expect(hidden).not.toEqual(expect.arrayContaining(['d']));
    expect(hidden).not.toContain('e');
    expect(hidden).not.toContain('g');
  });
  it('hides what a closed <details> holds beyond its summary, and nothing of an open one', () => {
    document.body.innerHTML = `
      <div id="scope">
        <details id="closed"><summary>Tonight 38°</summary><div>Humidity 88%</div><p>Showers early.</p></details>
        <details open><summary>Sat 47°</summary><div>Humidity 80%</div></details>
      </div>`;
    const scope = document.getElementById('scope') as Element;
    const v = visibilityFor(scope);
    const hidden = Array.from(scope.querySelectorAll('summary, div, p')).filter((el) => v.isHidden(el)).map((el) => el.textContent);
    expect(hidden).toEqual(['Humidity 88%', 'Showers early.']);
  });
  // Shadow-root stylesheets: jsdom does not apply them, so that case is tested in Chromium (e2e/rendering.e2e.ts).
});

describe('isRendered', () => {
  it('is false inside a hidden ancestor', () => {
    document.body.innerHTML = '<div style="display:none"><table id="t"></table></div><table id="u"></table>';
    expect(isRendered(document.getElementById('t') as Element)).toBe(false);
    expect(isRendered(document.getElementById('u') as Element)).toBe(true);
  });
});
