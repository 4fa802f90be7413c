import { defineManifest, type ManifestV3Export } from '@crxjs/vite-plugin';
import type { ExtensionBuildConfig } from './build-config.ts';
import pkg from './package.json' with { type: 'json' };

/** Chrome 116: the side panel API (114) plus sidePanel.open() and runtime.getContexts() (116), which the crawl and picking UI will use. */
export const MINIMUM_CHROME_VERSION = '116';

/** The typed manifest. Paths are source files relative to this folder; CRXJS rewrites them to the built files. */
export function createManifest(config: ExtensionBuildConfig): ManifestV3Export {
  return defineManifest({
    manifest_version: 3,
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    version: pkg.version,
    default_locale: 'ko',
    minimum_chrome_version: MINIMUM_CHROME_VERSION,
    action: { default_title: '__MSG_actionTitle__' },
    background: { service_worker: 'src/background/index.ts', type: 'module' },
    side_panel: { default_path: 'src/panel/index.html' },
    // No content_scripts and no host permission for web pages: the toolbar click grants activeTab and the panel injects
    // the content script on demand (src/platform/scripting.ts). `downloads` saves exports (no install warning).
    // `alarms` wakes a stopped worker to resume a running crawl (no install warning). `offscreen` opens the document
    // that sends uploads with progress (no install warning; docs/decisions.md 51).
    permissions: ['storage', 'activeTab', 'scripting', 'sidePanel', 'downloads', 'alarms', 'offscreen'],
    host_permissions: config.hostPermissions,
    // A crawl asks at start for the one origin it crawls (permissions.request from the panel's click): activeTab ends
    // at the first navigation, and the content script must be injected on every page. Revocable by the user.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
  });
}
