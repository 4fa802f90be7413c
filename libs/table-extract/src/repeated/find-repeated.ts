import { TABLE_KINDS, type TableCandidate } from '../model';
import { isDataTable } from '../find/layout-table';
import { walkElements } from '../find/walk';
import { isRendered, visibilityFor } from '../text/visibility';
import { mergeFields, readItems, repeatedItems } from './extract-repeated';

export interface FindRepeatedOptions {
  /** Fewest items a group needs. Default 3. */
  minItems?: number;
  /** Most candidates returned. Default 10. */
  limit?: number;
}

export interface RepeatedCandidate extends TableCandidate {
  items: Element[];
}

const NOT_CONTAINERS = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'COLGROUP', 'SELECT', 'DATALIST', 'OPTGROUP', 'HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'SVG', 'MAP', 'PICTURE', 'BR']);
const NAVIGATION = 'nav, header, footer, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"], [role="banner"], [role="contentinfo"]';
const ARIA_PARTS = new Set(['row', 'rowgroup', 'grid', 'table', 'treegrid', 'listbox', 'menu', 'menubar', 'tablist']);

function quickTextLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, '').length;
}

/** True when nearly all of an item's text is in one data table inside it: a box around a table, not a record. */
function wrapsTable(item: Element): boolean {
  const table = item.querySelector('table');
  if (!table || !isDataTable(table)) return false;
  return quickTextLength(table) >= quickTextLength(item) * 0.8;
}

/** Finds sibling groups with the same structure (product lists, search results, card grids) and scores them, best first. Options default: minItems 3, limit 10. */
export function findRepeated(root: ParentNode, options: FindRepeatedOptions = {}): RepeatedCandidate[] {
  const minItems = options.minItems ?? 3;
  const limit = options.limit ?? 10;
  const pre: { container: Element; items: Element[]; quick: number }[] = [];
  walkElements(root, (el) => {
    if (NOT_CONTAINERS.has(el.tagName)) return el.tagName === 'TABLE' || el.tagName === 'TR' ? undefined : false;
    if (el.childElementCount < minItems) return;
    const role = el.getAttribute('role');
    if (role && ARIA_PARTS.has(role)) return;
    const items = repeatedItems(el);
    if (items.length < minItems) return;
    if (items.length < el.childElementCount * 0.5 && items.length < 6) return;
    // Data tables side by side are candidates of their own, not the records of a list (a table per product card is).
    if (items[0]?.tagName === 'TABLE' && items.some(isDataTable)) return;
    // …and so are cards that only wrap a data table each (a dashboard's stat cards).
    if (items[0]?.querySelector('table') && items.every(wrapsTable)) return;
    let text = 0;
    let withText = 0;
    for (const item of items) {
      const t = quickTextLength(item);
      text += Math.min(t, 400);
      if (t > 0 || item.querySelector('img')) withText++;
    }
    if (withText < minItems) return;
    const avg = text / items.length;
    pre.push({ container: el, items, quick: withText * Math.log2(2 + avg) });
  });
  pre.sort((a, b) => b.quick - a.quick);

  const scored: RepeatedCandidate[] = [];
  const records = new Map<Element, Element[]>();
  for (const cand of pre.slice(0, limit * 4)) {
    if (!isRendered(cand.container)) continue;
    const visibility = visibilityFor(cand.container);
    const { read, heading } = readItems(cand.container, cand.items, { links: true, images: true, visibility, maxNodes: 800 });
    if (read.length < minItems) continue;
    // The heading row stays among the items (extractRepeated sets it apart again) but is not counted as a row.
    const items = cand.items.filter((i) => !visibility.isHidden(i));
    const rows = items.length - (heading ? 1 : 0);
    const layout = mergeFields(read, 2);
    const textKeys = layout.keys.filter((k) => !k.includes('@'));
    if (!textKeys.length) continue;
    let filled = 0;
    let textLen = 0;
    for (const row of layout.rows) {
      for (const k of layout.keys) {
        const v = row.get(k);
        if (v) {
          filled++;
          if (!k.includes('@')) textLen += Math.min(v.length, 200);
        }
      }
    }
    // Items sharing no field with the others (a carousel slotted between search results) are no records of the list.
    const shown = heading ? items.slice(1) : items;
    records.set(
      cand.container,
      shown.filter((_, i) => textKeys.some((k) => read[i]?.fields.get(k))),
    );
    const fill = filled / (layout.rows.length * layout.keys.length);
    const columns = Math.min(layout.keys.length, 20);
    const nav = cand.container.closest(NAVIGATION) ? 0.3 : 1;
    const linksOnly = textKeys.length === 1 && layout.keys.length <= 2 ? 0.5 : 1;
    const score = rows * columns * fill * Math.log2(2 + textLen / items.length) * nav * linksOnly;
    scored.push({ element: cand.container, items, kind: TABLE_KINDS.REPEATED, score, rows, columns: layout.keys.length });
  }
  scored.sort((a, b) => b.score - a.score);

  // A group inside one record of a better group (the tags of each card) is part of that record, not a list of its own;
  // inside an item that is no record of it (a carousel between the results), it is a list of its own.
  const kept: RepeatedCandidate[] = [];
  for (const cand of scored) {
    const inside = kept.some((k) => (records.get(k.element) ?? k.items).some((item) => item !== cand.element && item.contains(cand.element)));
    const wraps = kept.some((k) => cand.element.contains(k.element) && cand.rows <= k.rows);
    if (!inside && !wraps) kept.push(cand);
    if (kept.length >= limit) break;
  }
  return kept;
}
