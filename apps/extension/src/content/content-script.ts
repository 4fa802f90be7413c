// Content-script entry, injected on demand by the panel (src/platform/scripting.ts) into every frame it may script.
// It answers the panel's messages and never calls the API.
import { createExtensionI18n, extensionT, resolveUiLanguage, type ExtensionT } from '../i18n';
import { createMessageRouter } from '../messaging';
import { listenForMessages } from '../platform/messaging';
import { storage } from '../platform/storage';
import { createContentHandlers } from './content-handlers';

type Scope = typeof globalThis & { __tablecrawlerContent?: true };
const scope = globalThis as Scope;

// Injected again (another panel, another message), it shares this isolated world: start once.
if (!scope.__tablecrawlerContent) {
  scope.__tablecrawlerContent = true;
  let i18n: ReturnType<typeof createExtensionI18n> | undefined;
  const translator = async (): Promise<ExtensionT> => {
    const lng = resolveUiLanguage(await storage.settingsLanguage.get(), navigator.languages);
    if (!i18n) i18n = createExtensionI18n({ lng, syncDocumentLanguage: false });
    else if (i18n.language !== lng) await i18n.changeLanguage(lng);
    return extensionT(i18n.t.bind(i18n));
  };
  listenForMessages(createMessageRouter('content', createContentHandlers({ document, translator })));
}
