import { css } from '@emotion/react';
import { SUPPORTED_LANGUAGES, toSupportedLanguage, type Language } from '@tablecrawler/i18n';
import { theme } from '@tablecrawler/ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, usePageScan, type PageScanView } from '../features/extract/ui';
import { AccountCard } from '../features/account/ui';
import { useExtensionT } from '../i18n/use-extension-t';
import type { PanelPorts, TabCrawlPort } from './panel-ports';
import { TableWorkspace, type CrawlSlotProps, type SaveSlotProps } from './table-workspace';
import { useTabCrawl } from './use-tab-crawl';

const layoutStyles = css`
  display: grid;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(3)};
  background: ${theme.colors.surface};
  min-height: 100vh;
`;

const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
`;

const titleStyles = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const LANGUAGE_KEYS = { ko: 'panel.languageKo', en: 'panel.languageEn' } as const satisfies Record<Language, string>;

export interface PanelAppProps {
  ports: PanelPorts;
  /** The crawl section inside the chosen table's card (the crawl feature's CrawlPanel). */
  renderCrawl?: (props: CrawlSlotProps) => ReactNode;
  /** Panel-level content that does not follow the tab (the crawl feature's LastCrawl card). */
  lastCrawl?: ReactNode;
  /** "Save to my history" under the export (the uploads feature's SaveToHistory). */
  renderSave?: (props: SaveSlotProps) => ReactNode;
  /** The recent saves (the uploads feature's RecentSaves). */
  renderUploads?: () => ReactNode;
  /** The crawl running in the tab, from its stored state: its page loads keep the workspace's choice and list. */
  tabCrawl?: TabCrawlPort;
}

/** The side panel: product header with the language choice, the account and pass, the current tab's scan, then picking, shaping and exporting a table. */
export function PanelApp({ ports, renderCrawl, lastCrawl, renderSave, renderUploads, tabCrawl }: PanelAppProps) {
  const { t, i18n } = useTranslation();
  const te = useExtensionT();
  const language = toSupportedLanguage(i18n.resolvedLanguage);
  const { view, rescan } = usePageScan(ports.page);
  // While the tab loads its next page (a crawl, a reload), the workspace stays with the last scan of that tab. When the
  // tab then shows something the extension cannot read (Chrome's error page, a closed tab), the workspace stays too, but
  // as "held": it keeps a crawl's rows and progress on screen and shows nothing else.
  const lastScanned = useRef<Extract<PageScanView, { status: 'scanned' }> | null>(null);
  if (view.status === 'scanned') lastScanned.current = view;
  const workspace = lastScanned.current;
  const held = view.status === 'unsupported' || view.status === 'failed';
  const crawledTable = useTabCrawl(tabCrawl, workspace?.tabId);
  const chooseLanguage = (lng: Language): void => {
    void i18n.changeLanguage(lng);
    ports.settings.setLanguage(lng).catch((error: unknown) => console.error('[panel] saving the language failed', error));
  };
  return (
    <div css={layoutStyles}>
      <header css={headerStyles}>
        <h1 css={titleStyles}>{t('common.app.name')}</h1>
        <select aria-label={te('panel.languageLabel')} value={language} onChange={(e) => chooseLanguage(toSupportedLanguage(e.target.value))}>
          {SUPPORTED_LANGUAGES.map((lng) => (
            <option key={lng} value={lng}>
              {te(LANGUAGE_KEYS[lng])}
            </option>
          ))}
        </select>
      </header>
      <main css={css`display: grid; gap: ${theme.spacing(3)};`}>
        <AccountCard port={ports.account} />
        {lastCrawl}
        <PageCard view={view} rescan={rescan} setOverlay={ports.page.setOverlay} />
        {workspace && <TableWorkspace tabId={workspace.tabId} scan={workspace} held={held} tabCrawl={crawledTable} table={ports.table} exporter={ports.exporter} renderCrawl={renderCrawl} renderSave={renderSave} />}
        {renderUploads?.()}
      </main>
    </div>
  );
}
