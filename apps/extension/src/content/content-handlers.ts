import { createCrawlContentHandlers } from '../features/crawl';
import type { ExtensionT } from '../i18n';
import { createCandidateRegistry, createPickHandlers } from '../features/pick';
import type { MessageHandlers } from '../messaging';
import { mountOverlay, type OverlayHandle, type OverlayTexts } from './overlay';
import { scanPage } from './scan-page';

export interface ContentDeps {
  document: Document;
  /** Resolves a translator in the current UI language (read again each time the overlay is shown). */
  translator: () => Promise<ExtensionT>;
}

/** The content script's message handlers: scanning the page, the overlay, and each feature's content part. */
export function createContentHandlers(deps: ContentDeps): MessageHandlers<'content'> {
  const doc = deps.document;
  let overlay: { handle: OverlayHandle; controller: AbortController } | undefined;
  const hide = (): void => {
    overlay?.controller.abort();
    overlay = undefined;
  };
  const texts = (t: ExtensionT): OverlayTexts => ({
    label: t('overlay.label'),
    message: t('overlay.tableCount', { count: scanPage(doc).tableCount }),
    close: t('overlay.close'),
  });
  const registry = createCandidateRegistry(doc);
  return {
    ...createPickHandlers({ ...deps, registry }),
    ...createCrawlContentHandlers(doc, (id) => registry.get(id)),
    'page.scan': () => scanPage(doc),
    'overlay.show': async () => {
      const next = texts(await deps.translator());
      if (overlay) {
        overlay.handle.update(next);
      } else {
        const controller = new AbortController();
        overlay = { controller, handle: mountOverlay(doc, next, { onClose: hide, signal: controller.signal }) };
      }
      return { visible: true };
    },
    'overlay.hide': () => {
      hide();
      return { visible: false };
    },
  };
}
