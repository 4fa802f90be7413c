// Side-panel entry (also opened as a tab in tests: chrome-extension://<id>/src/panel/index.html[?tabId=N]).
import { ThemeProvider } from '@tablecrawler/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { config } from '../config';
import { createExtensionI18n, resolveUiLanguage } from '../i18n';
import { storage } from '../platform/storage';
import { CrawlPanel, crawledTableIn, createCrawlOnScreen, createExtensionCrawlPort, LastCrawl } from '../features/crawl/ui';
import { createExtensionRecipePort } from '../features/recipes/ui';
import { RecentSaves, SaveToHistory, createExtensionUploadsPort } from '../features/uploads/ui';
import { createChromePanelPorts } from './chrome-panel-ports';
import { PanelApp } from './panel-app';

const parseTabId = (search: string): number | undefined => {
  const value = new URLSearchParams(search).get('tabId');
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
};

async function start(): Promise<void> {
  const lng = resolveUiLanguage(await storage.settingsLanguage.get(), navigator.languages);
  const i18n = createExtensionI18n({ lng, syncDocumentLanguage: true });
  const syncTitle = (): void => {
    document.title = i18n.t('common.app.name');
  };
  syncTitle();
  i18n.on('languageChanged', syncTitle);
  // A language chosen in another panel (another window) applies here too, for the page's lifetime.
  const pageLifetime = new AbortController().signal;
  storage.settingsLanguage.watch((chosen) => void i18n.changeLanguage(resolveUiLanguage(chosen, navigator.languages)), pageLifetime);

  const ports = createChromePanelPorts({ fixedTabId: parseTabId(location.search), siteUrl: config.siteUrl });
  const crawlPort = createExtensionCrawlPort();
  const recipePort = createExtensionRecipePort();
  const crawlOnScreen = createCrawlOnScreen();
  const tabCrawl = { crawledTable: (tabId: number) => crawledTableIn(crawlPort, tabId) };
  const uploadsPort = createExtensionUploadsPort();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the panel page');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <PanelApp
            ports={ports}
            tabCrawl={tabCrawl}
            lastCrawl={<LastCrawl port={crawlPort} exporter={ports.exporter} onScreen={crawlOnScreen} />}
            renderCrawl={(slot) => (
              <CrawlPanel
                tabId={slot.tabId}
                candidateId={slot.candidateId}
                port={crawlPort}
                recipes={recipePort}
                shaping={slot.shaping}
                onApplyRecipe={slot.onApplyRecipe}
                onCollected={slot.onCollected}
                siteUrl={config.siteUrl}
                onScreen={crawlOnScreen}
                onCrawl={slot.onCrawl}
              />
            )}
            renderSave={(slot) => <SaveToHistory output={slot.output} format={slot.format} disabled={slot.disabled} port={uploadsPort} />}
            renderUploads={() => <RecentSaves port={uploadsPort} download={ports.exporter.download} />}
          />
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('[panel] start failed', error));
