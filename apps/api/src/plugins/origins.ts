import type { AppConfig } from '../config';

const ANY_CHROME_EXTENSION = /^chrome-extension:\/\/[a-p]{32}$/;

/** CORS allowlist: the site origin plus the configured extension origins (any chrome extension in development when none are listed). */
export function createOriginPolicy(config: Pick<AppConfig, 'siteOrigin' | 'extensionOrigins' | 'allowAnyExtensionOrigin'>): (origin: string) => boolean {
  const allowed = new Set([config.siteOrigin, ...config.extensionOrigins]);
  return (origin) => allowed.has(origin) || (config.allowAnyExtensionOrigin && ANY_CHROME_EXTENSION.test(origin));
}
