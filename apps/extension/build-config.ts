// Build-time configuration of the extension, read once from the environment (Vite's loadEnv: .env files + process.env).
// Used by vite.config.mts (defines) and manifest.config.ts (host_permissions), so both see the same values.

export const DEFAULT_API_BASE_URL = 'http://localhost:3000';

export interface ExtensionBuildConfig {
  /** VITE_API_BASE_URL (default http://localhost:3000): where the service worker sends API calls. */
  apiBaseUrl: string;
  /** VITE_SITE_URL (default: the API's origin, which serves the site): where the panel links for sign-in. */
  siteUrl: string;
  /** Match patterns granting the service worker access to the API origin (any port of that host). */
  hostPermissions: string[];
}

const parseHttpUrl = (name: string, value: string): URL => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return url;
};

const withoutTrailingSlash = (url: URL): string => url.href.replace(/\/+$/, '');

/** Resolves and validates the build configuration; throws on a malformed URL. */
export function resolveBuildConfig(env: Record<string, string | undefined>): ExtensionBuildConfig {
  const api = parseHttpUrl('VITE_API_BASE_URL', env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL);
  const site = parseHttpUrl('VITE_SITE_URL', env.VITE_SITE_URL || api.origin);
  return {
    apiBaseUrl: withoutTrailingSlash(api),
    siteUrl: withoutTrailingSlash(site),
    // Chrome match patterns carry no port; a host pattern matches every port of that host.
    hostPermissions: [`${api.protocol}//${api.hostname}/*`],
  };
}

/** The built file of the content script that the panel injects with chrome.scripting (`?script&iife` import). */
export const INJECTED_CONTENT_SCRIPT = 'src/content/content-script.js';
/** The built file of the page-world script (see src/page-world), injected the same way. */
export const INJECTED_PAGE_WORLD_SCRIPT = 'src/page-world/page-world-script.js';

interface ManifestResources {
  web_accessible_resources?: { resources: string[] }[];
}

/**
 * Drops the injected scripts (content script, page-world script) from `web_accessible_resources`. CRXJS lists every `?script` file there for
 * pages to load, but chrome.scripting.executeScript reads it from the package; exposed, it would let any page probe
 * for the extension.
 */
export function withoutInjectedScriptResource<T extends ManifestResources>(manifest: T): T {
  const entries = (manifest.web_accessible_resources ?? [])
    .map((entry) => ({ ...entry, resources: entry.resources.filter((r) => r !== INJECTED_CONTENT_SCRIPT && r !== INJECTED_PAGE_WORLD_SCRIPT) }))
    .filter((entry) => entry.resources.length > 0);
  const { web_accessible_resources: _dropped, ...rest } = manifest;
  return (entries.length ? { ...rest, web_accessible_resources: entries } : rest) as T;
}
