/**
 * The site's configuration: the one place that knows the VITE_* variable names, their defaults and checks.
 * main.tsx hands it `import.meta.env` and the built-in server key; everything else receives the frozen result
 * through `useConfig()` (Jest runs modules as CommonJS, where `import.meta` cannot even be parsed).
 */
export interface FooterInfo {
  siteTitle: string;
  headquarters: string;
  ceo: string;
  businessRegistrationNumber: string;
  onlineMarketingReportNumber: string;
  contactEmail: string;
  phone: string;
  copyright: string;
}

/** The side banner of /user/history (an affiliate partner's ad; the disclosure line is an i18n text). */
export interface AffiliateBanner {
  /** Where the banner links (opened in a new tab, rel="sponsored"). */
  url: string;
  /** Banner image URL; null = the bundled banner. */
  imageUrl: string | null;
  /** Image text alternative; null = the translated `history.ad.label`. */
  imageAlt: string | null;
}

export interface AppConfig {
  /** API origin without trailing slash; '' = same origin (the API serves the site). */
  apiBaseUrl: string;
  chromeExtensionUrl: string;
  /** base64 SPKI of the server's RSA public key, embedded at build time. */
  serverPublicKey: string;
  footer: FooterInfo;
  affiliate: AffiliateBanner;
}

/** VITE_* variables and their defaults (README lists them). */
export const CONFIG_DEFAULTS = {
  VITE_API_BASE_URL: '',
  VITE_CHROME_EXTENSION_URL: 'https://chromewebstore.google.com/search/TableCrawler',
  VITE_SITE_TITLE: '표 크롤러 TableCrawler',
  VITE_COMPANY_HEADQUARTERS: '서울특별시 강남구 테헤란로 123, 4층',
  VITE_COMPANY_CEO: '홍길동',
  VITE_BUSINESS_REGISTRATION_NUMBER: '000-00-00000',
  VITE_ONLINE_MARKETING_REPORT_NUMBER: '제0000-서울강남-00000호',
  VITE_CONTACT_EMAIL: 'support@tablecrawler.example',
  VITE_CONTACT_PHONE: '02-000-0000',
  VITE_COPYRIGHT: '© 2026 TableCrawler. All rights reserved.',
  VITE_AFFILIATE_URL: 'https://partners.tablecrawler.example/',
  VITE_AFFILIATE_IMAGE_URL: '',
  VITE_AFFILIATE_IMAGE_ALT: '',
} as const;

export type ConfigVariable = keyof typeof CONFIG_DEFAULTS;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Builds the frozen config from an env-like object (blank values fall back to the defaults); throws ConfigError on a malformed URL or key. */
export function createConfig(env: Readonly<Record<string, unknown>>, serverPublicKey: string): AppConfig {
  const read = (name: ConfigVariable): string => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : CONFIG_DEFAULTS[name];
  };
  const apiBaseUrl = read('VITE_API_BASE_URL').replace(/\/+$/, '');
  if (apiBaseUrl !== '' && !isHttpUrl(apiBaseUrl)) throw new ConfigError(`VITE_API_BASE_URL must be an http(s) URL or empty (got "${apiBaseUrl}")`);
  const chromeExtensionUrl = read('VITE_CHROME_EXTENSION_URL');
  if (!isHttpUrl(chromeExtensionUrl)) throw new ConfigError(`VITE_CHROME_EXTENSION_URL must be an http(s) URL (got "${chromeExtensionUrl}")`);
  const affiliateUrl = read('VITE_AFFILIATE_URL');
  if (!isHttpUrl(affiliateUrl)) throw new ConfigError(`VITE_AFFILIATE_URL must be an http(s) URL (got "${affiliateUrl}")`);
  const affiliateImage = read('VITE_AFFILIATE_IMAGE_URL');
  if (affiliateImage !== '' && !isHttpUrl(affiliateImage)) throw new ConfigError(`VITE_AFFILIATE_IMAGE_URL must be an http(s) URL or empty (got "${affiliateImage}")`);
  const affiliateAlt = read('VITE_AFFILIATE_IMAGE_ALT');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(serverPublicKey)) throw new ConfigError('the built-in server public key is not base64');
  return Object.freeze({
    apiBaseUrl,
    chromeExtensionUrl,
    serverPublicKey,
    footer: Object.freeze({
      siteTitle: read('VITE_SITE_TITLE'),
      headquarters: read('VITE_COMPANY_HEADQUARTERS'),
      ceo: read('VITE_COMPANY_CEO'),
      businessRegistrationNumber: read('VITE_BUSINESS_REGISTRATION_NUMBER'),
      onlineMarketingReportNumber: read('VITE_ONLINE_MARKETING_REPORT_NUMBER'),
      contactEmail: read('VITE_CONTACT_EMAIL'),
      phone: read('VITE_CONTACT_PHONE'),
      copyright: read('VITE_COPYRIGHT'),
    }),
    affiliate: Object.freeze({
      url: affiliateUrl,
      imageUrl: affiliateImage === '' ? null : affiliateImage,
      imageAlt: affiliateAlt === '' ? null : affiliateAlt,
    }),
  });
}
