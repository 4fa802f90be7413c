import { isScannableUrl } from '../features/extract';
import { isFoundCandidates, isQuickFound } from '../features/pick';
import { createMessenger, type MessageTypeTo, type RequestOf, type ResponseOf } from '../messaging';
import { downloadBlob } from '../platform/downloads';
import { extensionMessageTransport } from '../platform/messaging';
import { findInPageWorld, findInPageWorldAhead, findInPageWorldQuick, injectContentScript } from '../platform/scripting';
import { storage } from '../platform/storage';
import { activeTabOfCurrentWindow, currentWindowId, getTab, watchTabs } from '../platform/tabs';
import { sendWithInjection, type PanelPorts } from './panel-ports';

/** PanelPorts over the platform layer. `fixedTabId` pins the panel to one tab (per-tab panels, tests). */
export function createChromePanelPorts(options: { fixedTabId?: number; siteUrl: string }): PanelPorts {
  const messenger = createMessenger(extensionMessageTransport);
  const { fixedTabId } = options;
  /** Sends to the tab's content script, injecting it first when it is not there yet (activeTab allows it after the toolbar click). */
  const toTab = async <K extends MessageTypeTo<'content'>>(tabId: number, type: K, payload: RequestOf<K>): Promise<ResponseOf<K>> => {
    const answer = await sendWithInjection(
      () => messenger.sendToTab(tabId, type, payload),
      () => injectContentScript(tabId),
    );
    if (answer === undefined) throw new Error(`the extension may not read tab ${tabId}`);
    return answer;
  };
  return {
    account: {
      status: () => messenger.send('account.status', {}),
      signIn: (email, password) => messenger.send('account.signIn', { email, password }),
      signOut: () => messenger.send('account.signOut', {}),
      siteUrl: options.siteUrl,
    },
    page: {
      async targetTab() {
        const tab = fixedTabId === undefined ? await activeTabOfCurrentWindow() : await getTab(fixedTabId);
        return tab && { id: tab.id, url: tab.url };
      },
      watchTargetTab(listener, signal) {
        const ownWindow = fixedTabId === undefined ? currentWindowId() : Promise.resolve(undefined);
        watchTabs((_change, tabId, windowId) => {
          if (fixedTabId !== undefined) {
            if (tabId === fixedTabId) listener();
            return;
          }
          void ownWindow.then((id) => {
            if (id === undefined || id === windowId) listener();
          });
        }, signal);
      },
      async scanTab(tabId) {
        const tab = await getTab(tabId);
        if (tab?.url !== undefined && !isScannableUrl(tab.url)) return { kind: 'unsupported' };
        const scan = await sendWithInjection(
          () => messenger.sendToTab(tabId, 'page.scan', {}),
          () => injectContentScript(tabId),
        );
        return scan ? { kind: 'scanned', scan } : { kind: 'unsupported' };
      },
      async setOverlay(tabId, visible) {
        const result = await toTab(tabId, visible ? 'overlay.show' : 'overlay.hide', {});
        return result.visible;
      },
    },
    table: {
      async listCandidates(tabId, follow, columnTemplate, quick = false) {
        const followed = follow ? { follow } : {};
        // Found in the page's own world when it answers with a well-formed list, else by the content script itself.
        if (columnTemplate !== undefined && quick) {
          const answer = await findInPageWorldQuick(tabId, [columnTemplate]).catch(() => undefined);
          if (isQuickFound(answer)) return toTab(tabId, 'pick.list', { ...followed, found: answer.found, changed: answer.changed });
        }
        const found = columnTemplate === undefined ? undefined : await findInPageWorld(tabId, [columnTemplate]).catch(() => undefined);
        return toTab(tabId, 'pick.list', { ...followed, ...(isFoundCandidates(found) ? { found } : {}) });
      },
      findAhead: (tabId, columnTemplate) => findInPageWorldAhead(tabId, [columnTemplate]),
      previews: async (tabId, ids) => (await toTab(tabId, 'pick.previews', { ids })).previews,
      highlight: async (tabId, id) => void (await toTab(tabId, 'pick.highlight', { id })),
      pickOnPage: async (tabId) => (await toTab(tabId, 'pick.onPage', {})).candidate,
      cancelPick: async (tabId) => void (await toTab(tabId, 'pick.cancel', {})),
      collect: (tabId, id) => toTab(tabId, 'pick.collect', { id }),
      readingProgress: (tabId) => toTab(tabId, 'pick.progress', {}),
      stopReading: async (tabId) => void (await toTab(tabId, 'pick.stopReading', {})),
    },
    exporter: {
      download: async (file) => void (await downloadBlob(file.blob, file.fileName)),
      copyText: (text) => navigator.clipboard.writeText(text),
      now: () => new Date(),
    },
    settings: { setLanguage: (lng) => storage.settingsLanguage.set(lng) },
  };
}
