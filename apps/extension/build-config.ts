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
