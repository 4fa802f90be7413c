import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useExtensionT } from '../../../i18n/use-extension-t';
import type { CrawlSnapshot } from '../messages';
import { CRAWL_STATUSES } from '../model/crawl-machine';

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}:${String(s % 60).padStart(2, '0')}` : `0:${String(s).padStart(2, '0')}`;
}

/**
 * Pages done against the pages planned; a crawl "until the last page" has no plan, so its bar moves without one while it
 * runs. A finished crawl's bar is full, whatever plan it had: it ended because there was no further page.
 */
function CrawlBar({ snapshot: s }: { snapshot: CrawlSnapshot }) {
  if (s.status === CRAWL_STATUSES.FINISHED) return <progress max={Math.max(1, s.pagesDone)} value={Math.max(1, s.pagesDone)} />;
  if (s.maxPages !== null) return <progress max={s.maxPages} value={s.pagesDone} />;
  // Paused or failed with no plan: where it stands, not a moving bar.
  return s.status === CRAWL_STATUSES.RUNNING ? <progress /> : <progress max={Math.max(1, s.pagesDone)} value={s.pagesDone} />;
}

/** A crawl's status, progress, stop reason and last error. */
export function CrawlProgress({ snapshot: s }: { snapshot: CrawlSnapshot }) {
  const t = useExtensionT();
  return (
    <div role="status" aria-live="polite" data-crawl-status={s.status} css={css`display: grid; gap: ${theme.spacing(1)}; font-size: ${theme.fontSizes.sm};`}>
      <strong>{t(`crawlStatus.${s.status}`)}</strong>
      <CrawlBar snapshot={s} />
      <span>
        {s.maxPages !== null ? t('crawl.progress', { done: s.pagesDone, planned: s.maxPages }) : t('crawl.progressOpen', { done: s.pagesDone })} · {t('crawl.rows', { count: s.rowCount })} ·{' '}
        {t('crawl.elapsed', { time: duration(s.elapsedMs) })}
        {s.etaMs !== null && ` · ${t('crawl.eta', { time: duration(s.etaMs) })}`}
      </span>
      {s.mode && <span data-crawl-mode={s.mode}>{t('crawl.chosenMode', { mode: t(`crawlMode.${s.mode}`) })}</span>}
      {s.duplicatesDropped > 0 && <span>{t('crawl.duplicates', { count: s.duplicatesDropped })}</span>}
      {s.stopReason && <span data-stop-reason={s.stopReason}>{t(`crawlReason.${s.stopReason}`)}</span>}
      {s.lastError && (
        <span role="alert" data-error-kind={s.lastError.kind} title={s.lastError.message}>
          {t('crawl.lastError', { message: t(`crawlError.${s.lastError.kind}`, { url: s.lastError.url ?? s.url, status: s.lastError.status ?? 0, message: s.lastError.message }) })}
        </span>
      )}
    </div>
  );
}
