import { CONFIG_DEFAULTS, ConfigError, createConfig } from './config';

const KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA0+/=';

describe('createConfig', () => {
  it('uses the defaults for missing or blank variables', () => {
    const config = createConfig({ VITE_SITE_TITLE: '   ' }, KEY);
    expect(config.apiBaseUrl).toBe('');
    expect(config.chromeExtensionUrl).toBe(CONFIG_DEFAULTS.VITE_CHROME_EXTENSION_URL);
    expect(config.footer.siteTitle).toBe(CONFIG_DEFAULTS.VITE_SITE_TITLE);
    expect(config.serverPublicKey).toBe(KEY);
  });

  it('reads every footer field and trims the API URL', () => {
    const config = createConfig(
      {
        VITE_API_BASE_URL: 'https://api.example.com/ ',
        VITE_CHROME_EXTENSION_URL: 'https://chromewebstore.google.com/detail/abc',
        VITE_SITE_TITLE: 'Title',
        VITE_COMPANY_HEADQUARTERS: 'HQ',
        VITE_COMPANY_CEO: 'CEO',
        VITE_BUSINESS_REGISTRATION_NUMBER: 'BRN',
        VITE_ONLINE_MARKETING_REPORT_NUMBER: 'OMRN',
        VITE_CONTACT_EMAIL: 'mail@example.com',
        VITE_CONTACT_PHONE: '010',
        VITE_COPYRIGHT: '(c)',
      },
      KEY,
    );
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.chromeExtensionUrl).toBe('https://chromewebstore.google.com/detail/abc');
    expect(config.footer).toEqual({
      siteTitle: 'Title',
      headquarters: 'HQ',
      ceo: 'CEO',
      businessRegistrationNumber: 'BRN',
      onlineMarketingReportNumber: 'OMRN',
      contactEmail: 'mail@example.com',
      phone: '010',
      copyright: '(c)',
    });
    expect(Object.isFrozen(config) && Object.isFrozen(config.footer)).toBe(true);
  });

  it('rejects malformed URLs and keys', () => {
    expect(() => createConfig({ VITE_API_BASE_URL: 'ftp://x' }, KEY)).toThrow(ConfigError);
    expect(() => createConfig({ VITE_CHROME_EXTENSION_URL: 'javascript:alert(1)' }, KEY)).toThrow(ConfigError);
    expect(() => createConfig({}, 'not base64!')).toThrow(ConfigError);
    expect(() => createConfig({ VITE_AFFILIATE_URL: 'javascript:alert(1)' }, KEY)).toThrow(ConfigError);
    expect(() => createConfig({ VITE_AFFILIATE_IMAGE_URL: 'data:image/png;base64,AAAA' }, KEY)).toThrow(ConfigError);
  });

  it('reads the affiliate banner: the bundled image and the translated label unless configured', () => {
    expect(createConfig({}, KEY).affiliate).toEqual({ url: CONFIG_DEFAULTS.VITE_AFFILIATE_URL, imageUrl: null, imageAlt: null });
    const config = createConfig(
      { VITE_AFFILIATE_URL: 'https://partner.example/r/1', VITE_AFFILIATE_IMAGE_URL: 'https://cdn.partner.example/b.png', VITE_AFFILIATE_IMAGE_ALT: 'Partner sale' },
      KEY,
    );
    expect(config.affiliate).toEqual({ url: 'https://partner.example/r/1', imageUrl: 'https://cdn.partner.example/b.png', imageAlt: 'Partner sale' });
    expect(Object.isFrozen(config.affiliate)).toBe(true);
  });
});
