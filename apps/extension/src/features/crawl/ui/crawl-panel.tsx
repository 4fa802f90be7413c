import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useEffect, useRef, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { MESSAGING_ERROR_CODES, MessagingError } from '../../../messaging';
import { GATE_REASONS, isGateReason, type GateReason } from '../../account';
import { SIGN_IN_FIELD_ID, SITE_PATHS } from '../../account/ui';
import type { RecipeParts } from '../../recipes';
import { RecipeBar, type RecipePort } from '../../recipes/ui';
import type { CollectedRow, CollectedTable, ColumnSpec, ExportFormat, KeywordFilterSpec, TableFingerprint } from '../../table';
import type { CrawlSnapshot, CrawlStartRequest } from '../messages';
import { CRAWL_MODES, DEFAULT_CONDITIONS, type CrawlConditions, type CrawlMode } from '../model/crawl-machine';
import type { CrawlOnScreen } from './crawl-on-screen';
import { CrawlProgress } from './crawl-progress';
import type { CrawlPort } from './crawl-port';

/** How long Start waits for the pass gate before asking for the host permission anyway (the click's activation lasts about 5 s). */
const GATE_FIRST_MS = 2000;

export interface CrawlPanelProps {
  tabId: number;
  candidateId: number;
  port: CrawlPort;
  /** The crawl's merged rows as they grow (they replace the picked page's rows), or null to go back to the pick. */
  onCollected(table: CollectedTable | null, source: { url: string; pages: number; crawledAt: string } | null): void;
  /** The panel's output shaping (saved in recipes) and how a recipe's shaping is handed back. */
  shaping: { columns: ColumnSpec[]; filter: KeywordFilterSpec; format: ExportFormat };
  onApplyRecipe(shaping: { columns: ColumnSpec[]; filter: KeywordFilterSpec; format: ExportFormat }): void;
  recipes: RecipePort;
  /** Told which crawl this section shows, so that the panel's last-crawl card does not show it twice. */
  onScreen?: CrawlOnScreen;
  /** Told the table (fingerprint) of the crawl this section shows, or null when it shows none. */
  onCrawl?(table: TableFingerprint | null): void;
  /** How often the progress is read while a crawl runs. Default 500 ms. */
  pollMs?: number;
  /** The site's origin, for the /pricing link of a crawl the pass gate refused. */
  siteUrl: string;
}

const GATE_MESSAGES = {
  [GATE_REASONS.SIGN_IN]: 'gate.signInRequired',
  [GATE_REASONS.PASS_REQUIRED]: 'gate.passRequired',
  [GATE_REASONS.PASS_EXPIRED]: 'gate.passExpired',
  [GATE_REASONS.UNAVAILABLE]: 'gate.accountUnavailable',
} as const satisfies Record<GateReason, string>;

/** Why the pass gate refused, with the way forward: the panel's sign-in form or the site's /pricing. */
function GateRefusal({ reason, siteUrl }: { reason: GateReason; siteUrl: string }) {
  const t = useExtensionT();
  return (
    <p role="alert" data-testid="crawl-refusal" data-reason={reason}>
      {t(GATE_MESSAGES[reason])}{' '}
      {reason === GATE_REASONS.SIGN_IN && <a href={`#${SIGN_IN_FIELD_ID}`}>{t('gate.signIn')}</a>}
      {(reason === GATE_REASONS.PASS_REQUIRED || reason === GATE_REASONS.PASS_EXPIRED) && (
        <a href={`${siteUrl}${SITE_PATHS.pricing}`} target="_blank" rel="noreferrer">
          {t('gate.pricing')}
        </a>
      )}
    </p>
  );
}

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  align-items: center;
`;
const fieldStyles = css`
  display: grid;
  gap: ${theme.spacing(1)};
  font-size: ${theme.fontSizes.sm};
`;
const inputStyles = css`
  width: 6em;
`;

const seconds = (ms: number): number => ms / 1000;
const toMs = (value: number): number => Math.max(0, Math.round(value * 1000) || 0);

interface NumberFieldProps {
  label: string;
  value: number | '';
  min: number;
  step: number;
  disabled: boolean;
  onChange(value: number): void;
}

function NumberField({ label, value, min, step, disabled, onChange }: NumberFieldProps) {
  return (
    <label css={fieldStyles}>
      {label}
      <input css={inputStyles} type="number" min={min} step={step} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

const isActive = (s: CrawlSnapshot | null): boolean => s?.status === 'running' || s?.status === 'paused';

/** Crawl conditions, start/pause/resume/stop, progress and the live merged rows, for the table picked in the panel. */
type Target = { url: string; fingerprint: TableFingerprint; nextSelector: string | null; urlPattern: string | null };

export function CrawlPanel({ tabId, candidateId, port, onCollected, shaping, onApplyRecipe, recipes, onScreen, onCrawl, pollMs = 500, siteUrl }: CrawlPanelProps) {
  const t = useExtensionT();
  const [target, setTarget] = useState<Target | null>(null);
  const [mode, setMode] = useState<CrawlMode>(CRAWL_MODES.AUTO);
  const [conditions, setConditions] = useState<CrawlConditions>(DEFAULT_CONDITIONS);
  const [snapshot, setSnapshot] = useState<CrawlSnapshot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<GateReason | null>(null);
  const [teaching, setTeaching] = useState<'idle' | 'waiting' | { label: string }>('idle');
  const shownPages = useRef(-1);
  const collected = useRef<{ id: string; lastPage: number; rows: CollectedRow[] } | null>(null);
  /** The rows read so far, in order: a later read waits for the one before it. */
  const reading = useRef<Promise<void>>(Promise.resolve());
  const onCollectedRef = useRef(onCollected);
  onCollectedRef.current = onCollected;

  useEffect(() => {
    let live = true;
    setTarget(null);
    port.fingerprint(tabId, candidateId).then(
      (found) => live && setTarget({ ...found, nextSelector: null, urlPattern: null }),
      (error: unknown) => console.error('[crawl] fingerprint failed', error),
    );
    // A crawl already running in this tab (panel reopened) is shown again.
    port.status().then(
      (s) => live && s && s.tabId === tabId && setSnapshot(s),
      (error: unknown) => console.error('[crawl] status failed', error),
    );
    return () => {
      live = false;
    };
  }, [tabId, candidateId, port]);

  const shownId = snapshot?.id;
  useEffect(() => (shownId !== undefined && onScreen ? onScreen.show(shownId) : undefined), [shownId, onScreen]);
  const onCrawlRef = useRef(onCrawl);
  onCrawlRef.current = onCrawl;
  const shownTable = useRef<TableFingerprint | null>(null);
  shownTable.current = snapshot?.fingerprint ?? null;
  // One call per crawl shown (not per progress read): the fingerprint of a crawl does not change.
  useEffect(() => onCrawlRef.current?.(shownId === undefined ? null : shownTable.current), [shownId]);

  // While a crawl runs: read its progress, and its rows whenever a page was added.
  useEffect(() => {
    if (!snapshot) return;
    /** Reads the pages not shown yet; resolves when the rows of `s.pagesDone` pages are shown (also when another call reads them). */
    const refreshRows = (s: CrawlSnapshot): Promise<void> => {
      if (shownPages.current === s.pagesDone) return reading.current;
      shownPages.current = s.pagesDone;
      // Only the pages not shown yet are read; the rows so far are kept (a 100,000-row crawl is not re-read per page).
      reading.current = reading.current.then(() => {
        const known = collected.current?.id === s.id ? collected.current : { id: s.id, lastPage: 0, rows: [] as CollectedRow[] };
        return port.readPagesAfter(s.id, known.lastPage).then(
          (added) => {
            const rows = added.rows.length ? known.rows.concat(added.rows) : known.rows;
            collected.current = { id: s.id, lastPage: added.lastPage, rows };
            onCollectedRef.current({ columns: added.columns, rows }, { url: s.url, pages: s.pagesDone, crawledAt: new Date().toISOString() });
          },
          (error: unknown) => console.error('[crawl] reading rows failed', error),
        );
      });
      return reading.current;
    };
    void refreshRows(snapshot);
    if (!isActive(snapshot)) return;
    const timer = setInterval(() => {
      port.status().then(
        async (s) => {
          if (!s) return;
          // An ended crawl shows as ended once its last rows are in the preview, so Export and Save never take a file
          // short of rows (a large last read can take a while).
          if (!isActive(s)) await refreshRows(s);
          setSnapshot(s);
        },
        (error: unknown) => console.error('[crawl] status failed', error),
      );
    }, pollMs);
    return () => clearInterval(timer);
  }, [snapshot, port, pollMs]);

  /** `openUrl`: start at `to.url`, the service worker loading it first when the tab shows another page. */
  const launch = (to: Target, how: CrawlMode, limits: CrawlConditions, openUrl = false): void => {
    setProblem(null);
    setRefusal(null);
    const request: CrawlStartRequest = { tabId, target: { url: to.url, fingerprint: to.fingerprint, mode: how, nextSelector: to.nextSelector, urlPattern: to.urlPattern }, conditions: limits, openUrl };
    // The gate answers first, so a refused crawl never shows Chrome's permission prompt. The prompt needs the click's
    // activation (a few seconds): a gate slower than GATE_FIRST_MS is left to crawl.start, which checks again.
    const gateFirst = Promise.race([port.check(request), new Promise<void>((resolve) => setTimeout(resolve, GATE_FIRST_MS))]);
    gateFirst
      .then(() => port.requestAccess(to.url))
      .then(async (granted) => {
        if (!granted) return setProblem(t('crawl.permissionDenied'));
        shownPages.current = -1;
        const started = await port.start(request);
        // The crawl is the current table from now on (no rows yet), so the tab loading its first page keeps it on screen.
        collected.current = null;
        onCollectedRef.current({ columns: [], rows: [] }, { url: started.url, pages: 0, crawledAt: new Date().toISOString() });
        setSnapshot(started);
      })
      .catch((error: unknown) => {
        if (error instanceof MessagingError && error.code === MESSAGING_ERROR_CODES.REFUSED && isGateReason(error.message)) return setRefusal(error.message);
        setProblem(t('crawl.startFailed', { message: error instanceof Error ? error.message : String(error) }));
      });
  };
  const start = (): void => {
    if (target) launch(target, mode, conditions);
  };
  const applyRecipe = (parts: RecipeParts, run: boolean): void => {
    // A re-run starts at the recipe's URL (the tab is taken there first); "apply" keeps the page the tab shows.
    const next: Target = { url: run ? parts.url : (target?.url ?? parts.url), fingerprint: parts.fingerprint, nextSelector: parts.nextSelector, urlPattern: parts.urlPattern };
    const merged: CrawlConditions = { ...conditions, ...parts.conditions };
    setTarget(next);
    setMode(parts.mode);
    setConditions(merged);
    onApplyRecipe(parts.shaping);
    if (run) launch(next, parts.mode, merged, true);
  };
  const currentParts = (): RecipeParts | null =>
    target
      ? {
          url: target.url,
          fingerprint: target.fingerprint,
          mode,
          nextSelector: target.nextSelector,
          urlPattern: target.urlPattern,
          conditions: { maxPages: conditions.maxPages, delayMs: conditions.delayMs, jitterMs: conditions.jitterMs, waitTimeoutMs: conditions.waitTimeoutMs, keepDuplicates: conditions.keepDuplicates },
          shaping,
        }
      : null;
  const control = (action: 'pause' | 'resume' | 'stop'): void => {
    port.control(action).then(
      (s) => setSnapshot(s),
      (error: unknown) => setProblem(t('crawl.startFailed', { message: error instanceof Error ? error.message : String(error) })),
    );
  };
  const teach = (): void => {
    setTeaching('waiting');
    port.teach(tabId).then(
      (taught) => {
        if (!taught) return setTeaching('idle');
        setTarget((current) => current && { ...current, nextSelector: taught.selector });
        setMode(CRAWL_MODES.NEXT);
        setTeaching({ label: taught.label });
      },
      (error: unknown) => {
        setTeaching('idle');
        setProblem(t('crawl.startFailed', { message: error instanceof Error ? error.message : String(error) }));
      },
    );
  };
  const set = (patch: Partial<CrawlConditions>): void => setConditions((c) => ({ ...c, ...patch }));
  const active = isActive(snapshot);

  return (
    <section aria-labelledby="crawl-heading" css={css`display: grid; gap: ${theme.spacing(2)};`}>
      <h3 id="crawl-heading" css={css`font-size: ${theme.fontSizes.sm}; font-weight: 700;`}>
        {t('crawl.heading')}
      </h3>
      <div css={rowStyles}>
        <label css={fieldStyles}>
          {t('crawl.mode')}
          <select value={mode} disabled={active} onChange={(e) => setMode(e.target.value as CrawlMode)}>
            {Object.values(CRAWL_MODES).map((m) => (
              <option key={m} value={m}>
                {t(`crawlMode.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <NumberField label={t('crawl.pages')} min={1} step={1} value={conditions.maxPages ?? ''} disabled={active || conditions.maxPages === null} onChange={(v) => set({ maxPages: Math.max(1, Math.round(v) || 1) })} />
        <label>
          <input type="checkbox" checked={conditions.maxPages === null} disabled={active} onChange={(e) => set({ maxPages: e.target.checked ? null : DEFAULT_CONDITIONS.maxPages })} />{' '}
          {t('crawl.untilEnd')}
        </label>
        <Button size="sm" variant="secondary" onClick={teach} disabled={active || !target || teaching === 'waiting'}>
          {t('crawl.teach')}
        </Button>
        {teaching === 'waiting' && <span role="status">{t('crawl.teaching')}</span>}
        {typeof teaching === 'object' && <span data-testid="taught-next">{t('crawl.taught', { label: teaching.label })}</span>}
      </div>
      <div css={rowStyles}>
        <NumberField label={t('crawl.delay')} min={0} step={0.1} value={seconds(conditions.delayMs)} disabled={active} onChange={(v) => set({ delayMs: toMs(v) })} />
        <NumberField label={t('crawl.jitter')} min={0} step={0.1} value={seconds(conditions.jitterMs)} disabled={active} onChange={(v) => set({ jitterMs: toMs(v) })} />
        <NumberField label={t('crawl.timeout')} min={1} step={1} value={seconds(conditions.waitTimeoutMs)} disabled={active} onChange={(v) => set({ waitTimeoutMs: Math.max(1000, toMs(v)) })} />
        <label>
          <input type="checkbox" checked={conditions.keepDuplicates} disabled={active} onChange={(e) => set({ keepDuplicates: e.target.checked })} /> {t('crawl.keepDuplicates')}
        </label>
      </div>
      <div css={rowStyles}>
        {!active && (
          <Button size="sm" onClick={start} disabled={!target}>
            {t('crawl.start')}
          </Button>
        )}
        {snapshot?.status === 'running' && (
          <Button size="sm" variant="secondary" onClick={() => control('pause')}>
            {t('crawl.pause')}
          </Button>
        )}
        {snapshot?.status === 'paused' && (
          <Button size="sm" onClick={() => control('resume')}>
            {t('crawl.resume')}
          </Button>
        )}
        {active && (
          <Button size="sm" variant="secondary" onClick={() => control('stop')}>
            {t('crawl.stop')}
          </Button>
        )}
        {snapshot && !active && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setSnapshot(null);
              shownPages.current = -1;
              onCollected(null, null);
            }}
          >
            {t('crawl.showPicked')}
          </Button>
        )}
      </div>
      {problem && <p role="alert">{problem}</p>}
      {refusal && <GateRefusal reason={refusal} siteUrl={siteUrl} />}
      {snapshot && <CrawlProgress snapshot={snapshot} />}
      {target && !active && <RecipeBar url={target.url} current={currentParts} onApply={applyRecipe} port={recipes} />}
    </section>
  );
}
