import { columnNamer, type ExtensionT } from '../../../i18n';
import type { MessageHandlers } from '../../../messaging';
import { collectTable, collectWholeGrid, ownRowViewport } from '../../table';
import type { CandidateSummary, PICK_MESSAGES } from '../messages';
import { createCandidateRegistry, type CandidateRegistry } from './candidates';
import { createHighlighter, type Highlighter } from './highlight';
import { otherOriginFrames, pickOnPage } from './pick-on-page';

export type PickHandlers = Pick<MessageHandlers<'content'>, keyof typeof PICK_MESSAGES>;

export interface PickDeps {
  document: Document;
  /** A translator in the current UI language (labels on the page, names of headerless columns). */
  translator: () => Promise<ExtensionT>;
  /** The candidates under their ids; shared with other features that name a candidate by id (the crawl). */
  registry?: CandidateRegistry;
}

/** i18n key of each candidate kind (the panel shows the same words). */
export const KIND_KEYS = { table: 'pick.kindTable', aria: 'pick.kindAria', repeated: 'pick.kindRepeated' } as const;


interface Reading {
  controller: AbortController;
  rows: number;
  declared: number | null;
}

/** The content script's side of picking: candidates, highlight, pick on page, and reading the chosen table. */
export function createPickHandlers(deps: PickDeps): PickHandlers {
  const doc = deps.document;
  const registry = deps.registry ?? createCandidateRegistry(doc);
  let highlighter: Highlighter | undefined;
  const highlight = (): Highlighter => (highlighter ??= createHighlighter(doc, new AbortController().signal));
  let picking: AbortController | undefined;
  const labelOf = (t: ExtensionT, kind: keyof typeof KIND_KEYS, rows?: number, columns?: number): string =>
    rows === undefined || columns === undefined ? t(KIND_KEYS[kind]) : t('pick.label', { kind: t(KIND_KEYS[kind]), rows, columns });
  /** The grid being scrolled through by a running `pick.collect`. */
  let reading: Reading | undefined;
  const summaryFor = (id: number): CandidateSummary | undefined => lastList.find((c) => c.id === id);
  let lastList: CandidateSummary[] = [];

  return {
    'pick.list': async ({ follow, found, changed }) => {
      const t = await deps.translator();
      const adopted = found && registry.adopt(found);
      lastList = adopted || registry.list(columnNamer(t));
      const otherFrames = otherOriginFrames(doc);
      const followed = follow && registry.follow(follow);
      return {
        url: doc.URL,
        title: doc.title.trim(),
        candidates: lastList,
        ...(otherFrames.length ? { otherFrames } : {}),
        ...(followed !== undefined ? { followed } : {}),
        ...(adopted && changed ? { changed: true as const } : {}),
      };
    },
    'pick.previews': async ({ ids }) => ({ previews: registry.previews(ids, columnNamer(await deps.translator())) }),
    'pick.highlight': async ({ id }) => {
      const element = id === null ? undefined : registry.get(id);
      if (!element?.isConnected) {
        highlighter?.show(null);
        return { highlighted: false };
      }
      const summary = summaryFor(id as number);
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      highlight().show(element, summary ? labelOf(await deps.translator(), summary.kind, summary.rows, summary.columns) : '');
      return { highlighted: true };
    },
    'pick.onPage': async () => {
      picking?.abort();
      const controller = new AbortController();
      picking = controller;
      const t = await deps.translator();
      if (!lastList.length) lastList = registry.list(columnNamer(t));
      const picked = await pickOnPage(doc, {
        listed: registry.listed(),
        onHover: (p) => highlight().show(p?.element ?? null, p ? labelOf(t, p.kind) : ''),
        signal: controller.signal,
      });
      if (picking === controller) picking = undefined;
      if (!picked) return { candidate: null };
      const candidate = registry.add(picked.element, picked.kind, columnNamer(t));
      if (!summaryFor(candidate.id)) lastList = [...lastList, candidate];
      return { candidate };
    },
    'pick.cancel': () => {
      const running = picking !== undefined;
      picking?.abort();
      picking = undefined;
      return { cancelled: running };
    },
    'pick.collect': async ({ id }) => {
      const element = registry.get(id);
      if (!element?.isConnected) throw new Error(`table candidate ${id} is no longer on the page`);
      const t = await deps.translator();
      const columnName = columnNamer(t);
      const box = ownRowViewport(element);
      if (!box) {
        const { table, kind, title } = collectTable(element, { columnName });
        return { url: doc.URL, kind, ...(title ? { title } : {}), table };
      }
      // A grid that draws only the rows in view: read as a person scrolling it would, every row (decision 74).
      reading?.controller.abort();
      const mine: Reading = { controller: new AbortController(), rows: 0, declared: registry.declaredRows(element) };
      reading = mine;
      try {
        const { table, kind, title, complete } = await collectWholeGrid(element, box, { columnName, signal: mine.controller.signal, onRows: (rows) => void (mine.rows = rows) });
        return { url: doc.URL, kind, ...(title ? { title } : {}), table, scrolled: { rows: table.rows.length, declared: mine.declared, complete } };
      } finally {
        if (reading === mine) reading = undefined;
      }
    },
    'pick.progress': () => (reading ? { reading: true, rows: reading.rows, declared: reading.declared } : { reading: false, rows: 0, declared: null }),
    'pick.stopReading': () => {
      const running = reading !== undefined;
      reading?.controller.abort();
      return { stopped: running };
    },
  };
}
