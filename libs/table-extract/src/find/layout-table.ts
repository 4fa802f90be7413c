// Tells data tables from layout tables, after the signals browsers use to guess the same thing for
// accessibility (Firefox's IsProbablyLayoutTable, Chromium's AXTable::IsDataTable).
import { ARIA_TABLE_ROLES } from '../extract/aria-grid';

export interface TableShape {
  rows: number;
  columns: number;
}

const BLOCK_CONTENT = 'table, form, nav, iframe, object, embed, h1, h2, h3, ul, ol, dl, div, p, section, article, aside, header, footer, main, textarea, select';

/** Rows of the table itself (nested tables excluded) and its widest row in columns. */
export function tableShape(table: Element): TableShape {
  const rows = (table as HTMLTableElement).rows;
  if (!rows) return { rows: 0, columns: 0 };
  let columns = 0;
  const count = rows.length;
  // Sample the first rows and a few more spread over the table.
  const step = count > 20 ? Math.floor(count / 10) : 1;
  for (let r = 0; r < count; r = r < 10 ? r + 1 : r + step) {
    const cells = (rows[r] as HTMLTableRowElement).cells;
    let width = 0;
    for (let c = 0; c < cells.length; c++) width += (cells[c] as HTMLTableCellElement).colSpan || 1;
    if (width > columns) columns = width;
  }
  return { rows: count, columns };
}

function hasDataMarkup(table: HTMLTableElement): boolean {
  if (table.caption && table.caption.textContent?.trim()) return true;
  if (table.tHead || table.getAttribute('summary')) return true;
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) if (child.tagName === 'COLGROUP' || child.tagName === 'COL') return true;
  const rows = table.rows;
  const sample = Math.min(rows.length, 30);
  for (let r = 0; r < sample; r++) {
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) {
      if (cell.tagName === 'TH' || cell.hasAttribute('headers') || cell.hasAttribute('scope') || cell.hasAttribute('abbr')) return true;
    }
  }
  return false;
}

/** Mean of `value` over the cells (td, th) of the first 20 rows; 0 for none. */
function sampledCellMean(table: HTMLTableElement, value: (cell: Element) => number): number {
  const rows = table.rows;
  let cells = 0;
  let sum = 0;
  const sample = Math.min(rows.length, 20);
  for (let r = 0; r < sample; r++) {
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) {
      if (cell.tagName !== 'TD' && cell.tagName !== 'TH') continue;
      cells++;
      sum += value(cell);
    }
  }
  return cells ? sum / cells : 0;
}

/**
 * Share of sampled cells whose content is page structure (blocks, forms, nested tables) rather than values. Text-only
 * cells (the common case) cost one property read each; only cells with child elements are queried.
 */
const blockShare = (table: HTMLTableElement): number => sampledCellMean(table, (cell) => (cell.firstElementChild && cell.querySelectorAll(BLOCK_CONTENT).length >= 2 ? 1 : 0));

/** Mean text length of the sampled cells (each counted up to 2,000 characters). */
const averageCellText = (table: HTMLTableElement): number => sampledCellMean(table, (cell) => Math.min((cell.textContent ?? '').length, 2000));

function coversPage(table: Element): boolean {
  const view = table.ownerDocument.defaultView;
  const docWidth = table.ownerDocument.documentElement.clientWidth;
  if (!view || !docWidth) return false;
  const box = table.getBoundingClientRect();
  return box.width >= docWidth * 0.95 && box.height >= Math.max(view.innerHeight * 0.9, 400);
}

/** The shape of a `<table>` that holds data rather than page layout; null for a layout table. */
export function dataTableShape(table: Element): TableShape | null {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none') return null;
  if (table.getAttribute('datatable') === '0') return null;
  const shape = tableShape(table);
  if (shape.rows < 2 || shape.columns < 2) return null;
  if (role && ARIA_TABLE_ROLES.has(role)) return shape;
  const t = table as HTMLTableElement;
  const share = blockShare(t);
  if (hasDataMarkup(t)) return share < 0.5 ? shape : null;
  if (share >= 0.25 || averageCellText(t) > 300) return null;
  if (t.querySelector('table')) return null;
  if (coversPage(table)) return null;
  return shape;
}

/** True when a `<table>` holds data rather than page layout. */
export function isDataTable(table: Element): boolean {
  return dataTableShape(table) !== null;
}
