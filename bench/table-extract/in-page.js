// Runs inside the benchmark pages (plain script, no modules). Exposes window.bench.
(function () {
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  };
  // Cold filters vary most from run to run (each follows the build and collection of a 100,000-row table): a median of 9.
  const COLD_RUNS = 9;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const time = (fn) => {
    const t = performance.now();
    const result = fn();
    return { ms: performance.now() - t, result };
  };
  const CITIES = ['서울', '부산', '대구', '인천', '광주', '대전', '울산', 'Seoul', 'Busan', 'Jeju'];
  const ITEMS = ['배추', '무', '양파', '대파', '사과', '배', 'Apple', 'Pear', '감자', '고구마'];

  /** 100,000 × 10 rows: numbers, amounts, percentages, dates, Korean and order-number text (unique strings). */
  function dataTable(rows, cols) {
    const columns = Array.from({ length: cols }, (_, c) => `열 ${c + 1}`);
    const grid = [columns.slice()];
    for (let r = 0; r < rows; r++) {
      const row = new Array(cols);
      for (let c = 0; c < cols; c++) {
        switch (c % 5) {
          case 0: row[c] = `${CITIES[r % CITIES.length]} ${ITEMS[(r >> 3) % ITEMS.length]} ${r}-${c}`; break;
          case 1: row[c] = ((r * 37 + c) % 1000000).toLocaleString('en-US'); break;
          case 2: row[c] = `${((r % 200) / 10 - 10).toFixed(1)}%`; break;
          case 3: row[c] = `2026-${String((r % 12) + 1).padStart(2, '0')}-${String((r % 28) + 1).padStart(2, '0')}`; break;
          default: row[c] = `ORD-2026-${String(r * cols + c).padStart(8, '0')}`;
        }
      }
      grid.push(row);
    }
    return { grid, headerRows: 1, columns, footerRows: 0 };
  }

  window.dataTable = dataTable;
  window.bench = {
    /**
     * One timed call of the floor (every cell's textContent into arrays) or of extractTable on the same table. The
     * runner (run.mjs) collects garbage before each call and reads the main thread's CPU time around it.
     */
    extractionStep(which) {
      const table = document.getElementById('big');
      if (which === 'floor') {
        return time(() => {
          const out = [];
          for (const tr of table.rows) {
            const row = [];
            for (const cell of tr.cells) row.push(cell.textContent);
            out.push(row);
          }
          return out;
        }).ms;
      }
      const e = time(() => TE.extractTable(table));
      window.lastShape = `${e.result.grid.length}x${e.result.columns.length}`;
      return e.ms;
    },
    find(runs) {
      const times = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const t = time(() => TE.findTables(document));
        times.push(t.ms);
        found = t.result.length;
      }
      const rep = time(() => TE.findRepeated(document));
      // What the panel's "Find tables" list costs: every candidate, best first, plus a 5-row preview of the first 20 —
      // tables extracted whole (more than the panel reads), lists read on their first items as the panel does.
      const lists = [];
      let candidates = 0;
      for (let i = 0; i < runs; i++) {
        const list = time(() => {
          const found = TE.findCandidates(document);
          for (const c of found.slice(0, 20)) {
            const t = c.kind === 'repeated' ? TE.extractRepeated(c.element, {}, TE.repeatedItems(c.element).slice(0, 6)) : TE.extractTable(c.element);
            t.grid.slice(0, t.headerRows + 5);
          }
          return found;
        });
        lists.push(list.ms);
        candidates = list.result.length;
      }
      const alone = [];
      for (let i = 0; i < runs; i++) alone.push(time(() => TE.findCandidates(document)).ms);
      return { median: median(times), min: Math.min(...times), first: times[0], found, elements: document.getElementsByTagName('*').length, bytes: document.documentElement.outerHTML.length, repeatedMs: rep.ms, repeatedFound: rep.result.length, listMedian: median(lists), listFirst: lists[0], candidates, candidatesMedian: median(alone) };
    },
    async filter(runs) {
      const collect = typeof window.gc === 'function' ? () => window.gc() : () => {};
      const t = dataTable(100000, 10);
      const filter = { include: ['서울', 'busan'], exclude: ['배추'] };
      collect();
      const first = time(() => TE.filterRows(t, filter));
      const warm = [];
      for (let i = 0; i < runs; i++) warm.push(time(() => TE.filterRows(t, { ...filter, include: i % 2 ? ['대구'] : ['서울', 'busan'] })).ms);
      // Typing on: each keystroke a new keyword (the last ones extend a cached one).
      const typing = ['부', '부산', '부산 ', '부산 사', '부산 사과'].map((word) => time(() => TE.filterRows(t, { include: [word] })).ms);
      const all = time(() => TE.filterRows(t, { include: ['서울', '무'], includeMode: 'all', columns: [0] }));
      // Fresh tables: the first call above also paid for warming the engine up. Each is the first filter of its table.
      // Cells that extractTable returns (textContent, joined or replaced text) and cells that arrive from the crawler
      // (structured clone, JSON) are flat strings; dataTable's template-literal cells of 13+ characters are V8 rope
      // strings, which the first search must flatten (a copy each). The target is timed on flat cells; rope cells are
      // reported beside it. Before each timing: a full GC and a pause, so that its concurrent sweeping is not timed.
      const colds = [];
      const coldsRope = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        const flat = JSON.parse(JSON.stringify(dataTable(100000, 10)));
        collect();
        await pause(100);
        colds.push(time(() => TE.filterRows(flat, filter)).ms);
        const rope = dataTable(100000, 10);
        collect();
        await pause(100);
        coldsRope.push(time(() => TE.filterRows(rope, filter)).ms);
      }
      return { first: median(colds), colds, firstRope: median(coldsRope), coldsRope, warm: median(warm), typing, kept: first.result.grid.length - 1, allMode: all.ms };
    },
    csv(runs) {
      const t = dataTable(100000, 10);
      const times = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const r = time(() => TE.toCsv(t));
        times.push(r.ms);
        bytes = new Blob([r.result]).size;
      }
      return { ms: median(times), first: times[0], times, bytes };
    },
    xlsx(runs) {
      const t = dataTable(100000, 10);
      const times = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const r = time(() => TE.toXlsx(t));
        times.push(r.ms);
        bytes = r.result.byteLength;
      }
      return { ms: median(times), first: times[0], times, bytes };
    },
    async writeExcelFile() {
      const t = dataTable(100000, 10);
      const start = performance.now();
      const types = TE.inferColumnTypes(t);
      const data = [t.columns.map((value) => ({ value, fontWeight: 'bold' }))];
      for (let r = 1; r < t.grid.length; r++) {
        data.push(t.grid[r].map((text, c) => {
          const v = TE.typedValue(text, types[c]);
          return v === null ? { value: text, type: String } : { value: v, type: Number, format: types[c].format };
        }));
      }
      const blob = await WEF(data, { stickyRowsCount: 1, columns: t.columns.map(() => ({ width: 14 })) }).toBlob();
      return { ms: performance.now() - start, bytes: blob.size };
    },
  };
})();
