// Random cell markup for checking that the plain-cell shortcut of cellText gives what the full walk gives (jsdom unit
// test and Chromium e2e share it). Plain inline markup, every kind of element the walk treats specially, and elements
// whose display a class or inline style changes.
import fc from 'fast-check';

/** Style rules the generated markup refers to (classes that hide, one that looks like it might but does not). */
export const CELL_STYLES = '.gone{display:none}.ghost{visibility:hidden}.shown{display:inline}.pill{display:inline-block}.stack{display:block}.row{display:flex}.col{display:flex;flex-direction:column}.material-icons{font-family:"Material Icons"}.ml{margin-left:8px}.fl{float:left}td{padding:0 6px}';

const TEXTS = ['서울', '1,234', ' ', '  ', '\n  ', '\t', '\u00a0', '원', 'm', '2', '45.2', 'Seoul', '\u200b', 'a b'];

const leaf = fc.constantFrom(...TEXTS);

export const cellHtmlArb: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: fc.constantFrom('<br>', '<img src="/i.png" alt="상승">', '<img src="/s.gif" alt="">', '<i class="ico" role="img" aria-label="하락"></i>', '<i class="ico"></i>', '<input value="42">', '<script>x</script>', '<!-- note -->', '<sup>1</sup>', '<sup>st</sup>', '<svg aria-label="up"></svg>', '<span aria-label="Verified"></span>', '<span role="img" title="Sale"></span>', '<a href="/e" title="Edit"></a>', '<i class="material-icons">home</i>', '<a href="#t">(1)</a>', '<span class="footnote"><a href="#t">[a]</a></span>', '<a href="#">[2]</a>', '<span id="t">*</span>') },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('span', 'a href="/x"', 'b', 'em class="shown"', 'strong', 'span class="gone"', 'span class="ghost"', 'span hidden', 'span style="display:none"', 'span style="color:red"', 'div', 'p', 'sup', 'font', 'span class="pill"', 'span class="stack"', 'span class="row"', 'div class="col"', 'div style="display:inline"', 'li class="shown"', 'button aria-label="Remove"', 'a href="/e" title="Edit"', 'span aria-label="Rating"', 'span class="ml"', 'b style="padding-right:6px"', 'span style="margin:0"', 'span class="fl"', 'div style="float:right"'),
          tie('nodes'),
        )
        .map(([open, inner]) => `<${open}>${inner}</${open.split(' ')[0] as string}>`),
    },
  ),
  nodes: fc.array(tie('node'), { maxLength: 3 }).map((parts) => parts.join('')),
})).nodes;
