import { isPagerRow } from './pager-row';

function row(html: string): Element {
  document.body.innerHTML = `<table><tbody>${html}</tbody></table>`;
  return document.querySelector('tbody tr:last-child') as Element;
}

describe('isPagerRow', () => {
  it.each([
    ['HN "More"', true, `<tr><td colspan="2"></td><td class="title"><a href="?p=2" class="morelink" rel="next">More</a></td></tr>`],
    ['a board pager row (제로보드)', true, '<tr><td colspan="5" align="center">◀ 이전 <b>[1]</b> <a href="?page=2">[2]</a> <a href="?page=3">[3]</a> … <a href="?page=10">[10]</a> <a href="?page=11">다음</a> ▶</td></tr>'],
    ['bare current number and separators', true, '<tr><td colspan="4">[처음] | 1 | <a href="?page=2">2</a> | <a href="?page=3">3</a> | <a href="?page=9">[맨 끝]</a></td></tr>'],
    ['image arrows with alt text', true, '<tr><td colspan="3"><a href="?page=1"><img alt="이전 페이지"></a> <strong>2</strong> <a href="?page=3">3</a> <a href="?page=3"><img alt="다음 페이지"></a></td></tr>'],
    ['numbers only in one cell', true, '<tr><td colspan="3"><strong>1</strong> <a href="?page=2">2</a> <a href="?page=3">3</a></td><td></td></tr>'],
    ['a page count beside the page links (FooTable)', true, '<tr class="footable-paging"><td colspan="5"><ul class="pagination"><li><a href="#">«</a></li><li><a href="#">‹</a></li><li class="active"><a href="#">1</a></li><li><a href="#">2</a></li><li><a href="#">›</a></li><li><a href="#">»</a></li></ul><span class="label">1 of 2</span></td></tr>'],
    ['page links written side by side without spaces (a tfoot pager of inline-block links)', true, '<tr><td colspan="6"><div class="paging"><a href="#"><span class="blind">처음 페이지</span>«</a><a href="#"><span class="blind">이전 페이지</span>‹</a><strong>1</strong><a href="#">2</a><a href="#">3</a><a href="#"><span class="blind">다음 페이지</span>›</a></div></td></tr>'],
    ['a rel=next arrow', true, '<tr><td colspan="3"><a href="?page=2" rel="next">›</a></td></tr>'],
    ['a data row whose link says "다음" in a longer text', false, '<tr><td>12</td><td><a href="/view?id=12">다음 주 일정 안내</a></td><td>2024-05-01</td></tr>'],
    ['a data row with a "다음" link beside other words', false, '<tr><td>공지</td><td><a href="/view?id=3">다음</a></td></tr>'],
    ['a row of linked figures', false, '<tr><td><a href="/y/2023">2023</a></td><td>12</td><td>5</td></tr>'],
    ['a row of one linked number', false, '<tr><td colspan="3"><a href="/n/7">7</a></td></tr>'],
    ['a row without controls', false, '<tr><td colspan="3">1 2 3 다음</td></tr>'],
    ['a data cell\'s number beside the row\'s own "Next" button', false, '<tr><td>1</td><td><button>Next</button></td></tr>'],
    ['previous and next links in cells of their own', true, '<tr><td><a href="?page=1">이전</a></td><td></td><td><a href="?page=3">다음</a></td></tr>'],
    ['a "read more" link in a description', false, '<tr><td>A</td><td><a href="/a?page=2">Read more</a></td></tr>'],
  ])('%s → pager row: %s', (_, pager, html) => {
    expect(isPagerRow(row(html as string))).toBe(pager);
  });
});
