import { css } from '@emotion/react';
import { Button } from '@tablecrawler/ui';
import { useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { actionRowStyles, cardStyles, headingStyles, mutedTextStyles } from '../../../shared/card-styles';
import type { PageScanView } from './use-page-scan';

export interface PageCardProps {
  /** The scan of usePageScan (the panel shares it with the table workspace). */
  view: PageScanView;
  rescan(): void;
  setOverlay(tabId: number, visible: boolean): Promise<boolean>;
}

const titleStyles = css`
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The current tab's scan result, with rescan and the on-page overlay toggle. */
export function PageCard({ view, rescan, setOverlay }: PageCardProps) {
  const t = useExtensionT();
  // The overlay state belongs to one scan: a new scan (other tab, reload) starts with the button offering "show".
  const [overlayShownFor, setOverlayShownFor] = useState<PageScanView>();
  const [overlayBusy, setOverlayBusy] = useState(false);
  const overlayVisible = overlayShownFor === view;

  const toggleOverlay = (tabId: number): void => {
    const scanView = view;
    setOverlayBusy(true);
    setOverlay(tabId, !overlayVisible)
      .then(
        (visible) => setOverlayShownFor(visible ? scanView : undefined),
        (error: unknown) => console.error('[panel] overlay failed', error),
      )
      .finally(() => setOverlayBusy(false));
  };

  return (
    <section css={cardStyles} aria-labelledby="page-heading" aria-busy={view.status === 'scanning'}>
      <h2 id="page-heading" css={headingStyles}>
        {t('page.heading')}
      </h2>
      <div data-testid="page-scan" data-state={view.status}>
        <ScanText view={view} />
      </div>
      <div css={actionRowStyles}>
        <Button size="sm" variant="secondary" onClick={rescan} disabled={view.status === 'scanning'}>
          {t('page.rescan')}
        </Button>
        {view.status === 'scanned' && (
          <Button size="sm" variant="ghost" onClick={() => toggleOverlay(view.tabId)} loading={overlayBusy} aria-pressed={overlayVisible}>
            {t(overlayVisible ? 'page.hideOverlay' : 'page.showOverlay')}
          </Button>
        )}
      </div>
    </section>
  );
}

function ScanText({ view }: { view: PageScanView }) {
  const t = useExtensionT();
  switch (view.status) {
    case 'scanning':
      return <p css={mutedTextStyles}>{t('page.scanning')}</p>;
    case 'unsupported':
      return <p css={mutedTextStyles}>{t('page.unsupported')}</p>;
    case 'failed':
      return <p role="alert">{t('page.failed')}</p>;
    case 'scanned':
      return (
        <>
          <p css={titleStyles} title={view.scan.url}>
            {view.scan.title || view.scan.url}
          </p>
          <p data-testid="table-count" data-count={view.scan.tableCount}>
            {view.scan.tableCount === 0 ? t('page.noTables') : t('page.tableCount', { count: view.scan.tableCount })}
          </p>
        </>
      );
  }
}
