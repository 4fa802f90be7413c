// Builds the benchmark pages and data (deterministic, no randomness).

const CITIES = ['서울', '부산', '대구', '인천', '광주', '대전', '울산', 'Seoul', 'Busan', 'Jeju'];
const ITEMS = ['배추', '무', '양파', '대파', '사과', '배', 'Apple', 'Pear', '감자', '고구마'];

/** A 10,000-row × 12-column table with spans: a rowspan=2 first column, a section row spanning all columns every 50 rows, links and nested spans. */
export function bigTablePage(rows = 10000, cols = 12) {
  const out = ['<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>td,th{padding:1px 4px;font:12px sans-serif}.hide{display:none}</style></head><body><table id="big"><thead><tr>'];
  for (let c = 0; c < cols; c++) out.push(`<th>열 ${c + 1}</th>`);
  out.push('</tr></thead><tbody>');
  for (let r = 0; r < rows; r++) {
    if (r % 50 === 0) {
      out.push(`<tr><td colspan="${cols}">구간 ${r / 50 + 1}</td></tr>`);
    }
    out.push('<tr>');
    for (let c = 0; c < cols; c++) {
      if (c === 0) {
        if (r % 2 === 0) out.push(`<td rowspan="2">${CITIES[(r / 2) % CITIES.length]}</td>`);
        continue;
      }
      if (c === 1) out.push(`<td><a href="/item/${r}">${ITEMS[r % ITEMS.length]} ${r}</a></td>`);
      else if (c === 2) out.push(`<td><span class="v">${(r * 37 + c) % 100000}</span>원</td>`);
      else if (c === 3) out.push(`<td>${((r % 200) / 10 - 10).toFixed(1)}%</td>`);
      else out.push(`<td>${(r * 13 + c * 7) % 1000000}</td>`);
    }
    out.push('</tr>');
  }
  out.push('</tbody></table></body></html>');
  return out.join('');
}

/** A ~5 MB page of mixed content: articles, menus, data tables, layout tables, a product grid, forms. */
export function bigPage(targetBytes = 5 * 1024 * 1024) {
  const out = ['<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>.hidden{display:none}.card{display:inline-block;width:200px}</style></head><body>'];
  out.push('<header><nav><ul class="gnb">' + Array.from({ length: 12 }, (_, i) => `<li><a href="/m/${i}">메뉴 ${i}</a></li>`).join('') + '</ul></nav></header>');
  out.push('<table width="100%" id="layout"><tr><td><div class="side"><ul>' + Array.from({ length: 20 }, (_, i) => `<li><a href="/s/${i}">사이드 ${i}</a></li>`).join('') + '</ul></div></td><td><div id="content">');
  let size = out.join('').length;
  let n = 0;
  while (size < targetBytes) {
    const block = [];
    block.push(`<section class="article"><h2>기사 제목 ${n}</h2>`);
    for (let p = 0; p < 6; p++) block.push(`<p>본문 문단 ${n}-${p}: 표 추출 벤치마크를 위한 긴 문장입니다. Lorem ipsum dolor sit amet, consectetur adipiscing elit ${p}.</p>`);
    if (n % 10 === 0) {
      block.push(`<table class="data"><caption>표 ${n}</caption><thead><tr><th>이름</th><th>값</th><th>비율</th><th>날짜</th></tr></thead><tbody>`);
      for (let r = 0; r < 20; r++) block.push(`<tr><td>항목 ${r}</td><td>${r * 1000}</td><td>${r}.5%</td><td>2026-11-${String((r % 28) + 1).padStart(2, '0')}</td></tr>`);
      block.push('</tbody></table>');
    }
    if (n % 15 === 0) block.push(`<table class="toolbar"><tr><td><a href="#">이전</a></td><td><a href="#">다음</a></td></tr></table>`);
    if (n % 25 === 0) {
      block.push('<ul class="products">');
      for (let i = 0; i < 24; i++) block.push(`<li class="card"><a class="thumb" href="/p/${n}/${i}"><img src="/img/${i}.jpg" alt="상품 ${i}"></a><strong class="name">상품 ${n}-${i}</strong><span class="price">${(i + 1) * 1000}원</span></li>`);
      block.push('</ul>');
    }
    if (n % 30 === 0) block.push(`<form><label>검색 <input name="q${n}"></label><select><option>전체</option><option>제목</option></select><button>찾기</button></form>`);
    block.push('</section>');
    const html = block.join('');
    out.push(html);
    size += html.length;
    n++;
  }
  out.push('</div></td></tr></table><footer><ul class="links">' + Array.from({ length: 8 }, (_, i) => `<li><a href="/f/${i}">링크 ${i}</a></li>`).join('') + '</ul></footer></body></html>');
  return out.join('');
}
