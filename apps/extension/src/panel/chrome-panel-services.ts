import { isScannableUrl } from '../features/extract/model/page-scan';
import { createMessenger } from '../messaging';
import { extensionMessageTransport } from '../platform/messaging';
import { storage } from '../platform/storage';
import { injectContentScript } from '../platform/scripting';
import { activeTabOfCurrentWindow, currentWindowId, getTab, watchTabs } from '../platform/tabs';
import { sendWithInjection, type PanelServices } from './panel-services';

/** PanelServices over the platform layer. `fixedTabId` pins the panel to one tab (per-tab panels, tests). */
export function createChromePanelServices(options: { fixedTabId?: number; signInUrl: string }): PanelServices {
  const messenger = createMessenger(extensionMessageTransport);
  const { fixedTabId } = options;
  return {
    sessionStatus: () => messenger.send('session.status', {}),
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
      const result = await messenger.sendToTab(tabId, visible ? 'overlay.show' : 'overlay.hide', {});
      return result.visible;
    },
    setLanguage: (lng) => storage.settingsLanguage.set(lng),
    signInUrl: options.signInUrl,
  };
}
