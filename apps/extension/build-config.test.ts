import { DEFAULT_API_BASE_URL, INJECTED_CONTENT_SCRIPT, INJECTED_PAGE_WORLD_SCRIPT, resolveBuildConfig, withoutInjectedScriptResource } from './build-config';

describe('resolveBuildConfig', () => {
  it('defaults to the local API, which also serves the site', () => {
    expect(resolveBuildConfig({})).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      siteUrl: 'http://localhost:3000',
      hostPermissions: ['http://localhost/*'],
    });
  });

  it('takes the API and site URLs from the environment, without trailing slashes', () => {
    const config = resolveBuildConfig({ VITE_API_BASE_URL: 'https://api.example.com:8443/v/', VITE_SITE_URL: 'https://www.example.com/' });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.com:8443/v',
      siteUrl: 'https://www.example.com',
      hostPermissions: ['https://api.example.com/*'],
    });
  });

  it('treats empty values as unset and rejects URLs that are not http(s)', () => {
    expect(resolveBuildConfig({ VITE_API_BASE_URL: '' }).apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(() => resolveBuildConfig({ VITE_API_BASE_URL: 'localhost:3000' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => resolveBuildConfig({ VITE_SITE_URL: 'not a url' })).toThrow(/VITE_SITE_URL/);
  });
});

describe('withoutInjectedScriptResource', () => {
  it('removes the injected scripts and entries left empty, keeping other resources', () => {
    const manifest = {
      name: 'x',
      web_accessible_resources: [
        { matches: ['http://*/*'], resources: [INJECTED_CONTENT_SCRIPT], use_dynamic_url: false },
        { matches: ['https://*/*'], resources: ['assets/a.png', INJECTED_CONTENT_SCRIPT, INJECTED_PAGE_WORLD_SCRIPT] },
      ],
    };
    expect(withoutInjectedScriptResource(manifest)).toEqual({ name: 'x', web_accessible_resources: [{ matches: ['https://*/*'], resources: ['assets/a.png'] }] });
    expect(withoutInjectedScriptResource({ name: 'y', web_accessible_resources: [{ resources: [INJECTED_CONTENT_SCRIPT, INJECTED_PAGE_WORLD_SCRIPT] }] })).toEqual({ name: 'y' });
  });
});
