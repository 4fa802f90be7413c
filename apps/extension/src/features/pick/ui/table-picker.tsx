import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { actionRowStyles, cardStyles, headingStyles, mutedTextStyles } from '../../../shared/card-styles';
import { KIND_KEYS } from '../content/pick-handlers';
import type { TableFingerprint } from '../../table';
import { COLUMN_NUMBER, PREVIEWED_CANDIDATES, type CandidateList, type CandidateSummary, type OtherFrame } from '../messages';

/** What the picker needs from the extension (the content script of the target tab). */
export interface PickPort {
  /**
   * `follow`: a table chosen on an earlier page, whose candidate on this page the list names (`followed`).
   * `columnTemplate`: the name of a column nothing on the page names, `{n}` standing for its number.
   * `quick`: a list found before the page last changed may answer at once (marked `changed`; see decision 150).
   */
  listCandidates(tabId: number, follow?: TableFingerprint, columnTemplate?: string, quick?: boolean): Promise<CandidateList>;
  /** Has the page find its list while the panel is idle (a `listCandidates` with the same template then takes it). */
  findAhead(tabId: number, columnTemplate: string): Promise<void>;
  /** Previews of listed candidates that came without one (see PREVIEWED_CANDIDATES). */
  previews(tabId: number, ids: number[]): Promise<{ id: number; preview: string[][] }[]>;
  highlight(tabId: number, id: number | null): Promise<void>;
  /** Resolves when the user clicks a table on the page (the candidate) or cancels (null). */
  pickOnPage(tabId: number): Promise<CandidateSummary | null>;
  cancelPick(tabId: number): Promise<void>;
}

export interface TablePickerProps {
  tabId: number;
  /**
   * Changes when the page may have changed (a new scan): the old list names elements that may be gone. A list the user
   * asked for is read again for the new page (the old entries stay on screen, disabled, until it answers).
   */
  scan?: object;
  port: PickPort;
  /** The chosen candidate of this page's list. */
  chosenId: number | null;
  /** A table chosen on an earlier page of the tab (a crawl's): each new page's list marks it as chosen where it still is. */
  follow?: TableFingerprint | null;
  onChoose(candidate: CandidateSummary): void;
}

/** How often the idle panel asks the page again to keep its list found ahead (the page keeps it 30 s after each ask). */
const AHEAD_AGAIN_MS = 20_000;

/**
 * `stale`: the entries of the page before, shown while the new page's list is read; `checking`: entries found before
 * this page last changed (on the page, choosable), shown while the list as it is now is read; `followed`: the
 * followed table's entry.
 */
type Found = { status: 'found'; candidates: CandidateSummary[]; otherFrames: OtherFrame[]; followed?: number; stale?: boolean; checking?: boolean };
type ListState = { status: 'idle' } | { status: 'finding' } | { status: 'failed' } | Found;

const listStyles = css`
  display: grid;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const entryStyles = css`
  display: grid;
  gap: ${theme.spacing(1)};
  width: 100%;
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${theme.colors.primary};
    outline: none;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
`;
const previewStyles = css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.fontSizes.xs};
  td {
    overflow: hidden;
    padding: 1px 4px;
    border: 1px solid ${theme.colors.border};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  tr:first-of-type td {
    font-weight: 700;
  }
`;

/** How often, and how long apart, a list read that a page change cut short is asked again. */
const REREAD_ATTEMPTS = 3;
const REREAD_DELAY_MS = 500;

/** "Find tables" (every candidate, best first, with its size and a small preview; hover highlights it on the page) and "pick on page". */
export function TablePicker({ tabId, scan, port, chosenId, follow = null, onChoose }: TablePickerProps) {
  const t = useExtensionT();
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [picking, setPicking] = useState(false);
  const run = useRef(0);
  /** The user has asked for this tab's list: a new page of the tab is listed without asking again. */
  const wanted = useRef(false);
  const lastTab = useRef(tabId);
  const followed = useRef(follow);
  followed.current = follow;
  const followKey = follow ? JSON.stringify(follow) : '';
  /** The name of a column nothing on the page names, `{n}` for its number (a ref: a new language renames, not re-lists). */
  const columnTemplate = useRef('');
  columnTemplate.current = t('pick.columnName', { n: COLUMN_NUMBER });

  /**
   * Reads the tab's list. A read the page changed under (`again`: a new page of the tab, as a crawl opens one after
   * another) may find the page leaving already — its message channel closes unanswered; that is a state of the page,
   * not an error: it is asked again shortly, and a newer page's read takes over.
   */
  const read = useCallback(
    (again = false, attempt = 0, quick = false): void => {
      const mine = ++run.current;
      port.listCandidates(tabId, followed.current ?? undefined, columnTemplate.current, quick).then(
        (found) => {
          if (mine !== run.current) return;
          const checking = found.changed === true;
          setList({
            status: 'found',
            candidates: found.candidates,
            otherFrames: found.otherFrames ?? [],
            ...(found.followed !== undefined ? { followed: found.followed } : {}),
            ...(checking ? { checking } : {}),
          });
          // Shown at once, the list found before the page changed is then replaced by the list as the page is now.
          if (checking) read(again);
        },
        (error: unknown) => {
          if (mine !== run.current) return;
          if (again && attempt < REREAD_ATTEMPTS) {
            setTimeout(() => mine === run.current && read(true, attempt + 1), REREAD_DELAY_MS);
            return;
          }
          if (!again) console.error('[panel] finding tables failed', error);
          setList({ status: 'failed' });
        },
      );
    },
    [port, tabId],
  );
  // A read answering after the panel closed changes nothing.
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  useEffect(() => {
    const sameTab = lastTab.current === tabId;
    lastTab.current = tabId;
    setPicking(false);
    if (sameTab && wanted.current) {
      // Another page in the same tab (a crawl's next page, a reload): its tables replace the old ones, which stay on
      // screen (not choosable: their ids name the old page's elements) until the new list answers.
      setList((state) => (state.status === 'found' ? { ...state, stale: true } : { status: 'finding' }));
      read(true);
      return;
    }
    run.current += 1;
    wanted.current = false;
    setList({ status: 'idle' });
    // Found while the user looks at the panel, the list shows at once on "Find tables" if the page stays as it is.
    port.findAhead(tabId, columnTemplate.current).catch(() => undefined);
  }, [tabId, scan, followKey, read, port]);

  // While the user looks at the idle panel the page keeps its list up to date, for as long as the panel keeps asking.
  const idle = list.status === 'idle';
  useEffect(() => {
    if (!idle) return undefined;
    const again = setInterval(() => {
      if (document.visibilityState === 'visible') port.findAhead(tabId, columnTemplate.current).catch(() => undefined);
    }, AHEAD_AGAIN_MS);
    return () => clearInterval(again);
  }, [idle, tabId, port]);

  const find = (): void => {
    wanted.current = true;
    setList({ status: 'finding' });
    read(false, 0, true);
  };

  /** The whole list is shown: the entries past the first come with no preview, which is asked for now. */
  const showAll = (): void => {
    if (list.status !== 'found' || list.stale) return;
    const missing = list.candidates.filter((c) => !c.preview).map((c) => c.id);
    if (!missing.length) return;
    const mine = run.current;
    port.previews(tabId, missing).then(
      (previews) => {
        if (mine !== run.current) return;
        const byId = new Map(previews.map((p) => [p.id, p.preview]));
        setList((state) => (state.status === 'found' ? { ...state, candidates: state.candidates.map((c) => (c.preview || !byId.has(c.id) ? c : { ...c, preview: byId.get(c.id) })) } : state));
      },
      (error: unknown) => console.error('[panel] previews failed', error),
    );
  };

  const highlight = (id: number | null): void => {
    port.highlight(tabId, id).catch((error: unknown) => console.error('[panel] highlight failed', error));
  };

  const pickOnPage = (): void => {
    setPicking(true);
    const mine = run.current;
    port.pickOnPage(tabId).then(
      (candidate) => {
        if (mine !== run.current) return;
        setPicking(false);
        if (!candidate) return;
        setList((state) => (state.status === 'found' && !state.candidates.some((c) => c.id === candidate.id) ? { ...state, candidates: [...state.candidates, candidate] } : state));
        onChoose(candidate);
      },
      (error: unknown) => {
        console.error('[panel] pick on page failed', error);
        if (mine === run.current) setPicking(false);
      },
    );
  };

  const cancelPick = useCallback((): void => {
    port.cancelPick(tabId).catch((error: unknown) => console.error('[panel] cancelling the pick failed', error));
  }, [port, tabId]);

  // Esc anywhere in the panel cancels picking, as Esc on the page does.
  useEffect(() => {
    if (!picking) return;
    const controller = new AbortController();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && cancelPick(), { signal: controller.signal });
    return () => controller.abort();
  }, [picking, cancelPick]);

  return (
    <section css={cardStyles} aria-labelledby="pick-heading" aria-busy={list.status === 'finding' || (list.status === 'found' && (list.stale === true || list.checking === true))}>
      <h2 id="pick-heading" css={headingStyles}>
        {t('pick.heading')}
      </h2>
      <div css={actionRowStyles}>
        <Button size="sm" onClick={find} loading={list.status === 'finding'}>
          {t(list.status === 'found' ? 'pick.findAgain' : 'pick.find')}
        </Button>
        {picking ? (
          <Button size="sm" variant="secondary" onClick={cancelPick} aria-pressed>
            {t('pick.cancelOnPage')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={pickOnPage}>
            {t('pick.onPage')}
          </Button>
        )}
      </div>
      {picking && (
        <p role="status" css={mutedTextStyles}>
          {t('pick.onPageHint')}
        </p>
      )}
      <CandidateListView list={list} chosenId={chosenId} onChoose={onChoose} onHighlight={highlight} onShowAll={showAll} />
    </section>
  );
}

interface CandidateListViewProps {
  list: ListState;
  chosenId: number | null;
  onChoose(candidate: CandidateSummary): void;
  onHighlight(id: number | null): void;
  onShowAll(): void;
}

/** Entries rendered at first (those listed with a preview); a long page (hundreds of small tables) shows the rest on request, keeping the list fast. */
export const FIRST_CANDIDATES = PREVIEWED_CANDIDATES;

function CandidateListView({ list, chosenId, onChoose, onHighlight, onShowAll }: CandidateListViewProps) {
  const t = useExtensionT();
  const [showAll, setShowAll] = useState(false);
  switch (list.status) {
    case 'idle':
      return null;
    case 'finding':
      return <p css={mutedTextStyles}>{t('pick.finding')}</p>;
    case 'failed':
      return <p role="alert">{t('pick.failed')}</p>;
    case 'found':
      if (!list.candidates.length)
        return (
          <>
            <p css={mutedTextStyles}>{t('pick.none')}</p>
            <OtherFrames frames={list.otherFrames} />
          </>
        );
      return (
        <>
          <p css={mutedTextStyles} data-testid="candidate-count">
            {t('pick.candidates', { count: list.candidates.length })}
            {list.checking ? ` · ${t('pick.checking')}` : ''}
          </p>
          <ol css={listStyles} aria-label={t('pick.listLabel')} aria-busy={list.checking === true} onMouseLeave={() => onHighlight(null)}>
            {(showAll ? list.candidates : list.candidates.slice(0, FIRST_CANDIDATES)).map((candidate, index) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  css={entryStyles}
                  aria-pressed={!list.stale && (candidate.id === chosenId || candidate.id === list.followed)}
                  disabled={list.stale}
                  data-candidate-id={candidate.id}
                  onMouseEnter={() => onHighlight(candidate.id)}
                  onFocus={() => onHighlight(candidate.id)}
                  onBlur={() => onHighlight(null)}
                  onClick={() => onChoose(candidate)}
                >
                  <strong>
                    {index + 1}. {t(KIND_KEYS[candidate.kind])} · {t('pick.size', { rows: candidate.rows, columns: candidate.columns })}
                    {candidate.scrolled ? ` (${t('pick.scrolled')})` : ''}
                    {candidate.title ? ` · ${candidate.title}` : ''}
                  </strong>
                  {candidate.preview && (
                    <table css={previewStyles} aria-hidden>
                      <tbody>
                        {candidate.preview.map((row, r) => (
                          <tr key={r}>
                            {row.map((cell, c) => (
                              <td key={c}>{cell}</td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </button>
              </li>
            ))}
          </ol>
          {!showAll && list.candidates.length > FIRST_CANDIDATES && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setShowAll(true);
                onShowAll();
              }}
            >
              {t('pick.showAll', { count: list.candidates.length })}
            </Button>
          )}
          <OtherFrames frames={list.otherFrames} />
        </>
      );
  }
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Frames of other sites: named, with a link that opens each in its own tab, where "Find tables" can read it. */
function OtherFrames({ frames }: { frames: OtherFrame[] }) {
  const t = useExtensionT();
  if (!frames.length) return null;
  return (
    <div data-testid="other-frames">
      <p css={mutedTextStyles}>{t('pick.otherFrames', { count: frames.length })}</p>
      <ul aria-label={t('pick.otherFramesLabel')}>
        {frames.map((frame) => (
          <li key={frame.url}>
            <a href={frame.url} target="_blank" rel="noopener noreferrer">
              {t('pick.openFrame', { host: hostOf(frame.url), width: frame.width, height: frame.height })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
