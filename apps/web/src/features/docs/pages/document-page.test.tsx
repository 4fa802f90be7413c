import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { sendError, sendText, startTestApiServer, type TestApiServer } from '../../../testing/test-api-server';

const DOCS: Record<string, string> = {
  terms: '# Terms of service\n\nThese **terms** apply.\n\n- one\n- two\n',
  privacy: '# Privacy policy\n\nWe keep little.',
  'refund-guide': '# Refund guide\n\nSee [pricing](/pricing).',
  unsafe: [
    '# Unsafe',
    '',
    '<script>window.__pwned = true</script>',
    '',
    '<img src="x" onerror="window.__pwned = true">',
    '',
    '<div onclick="window.__pwned = true">raw html</div>',
    '',
    '[click](javascript:window.__pwned=true)',
  ].join('\n'),
};

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((req, res) => {
    const match = /^\/markdown\/([a-z0-9-]+)\.md$/.exec(req.path);
    const doc = match?.[1] === undefined ? undefined : DOCS[match[1]];
    if (doc !== undefined) sendText(res, 200, doc);
    else if (match?.[1] === 'broken') sendError(res, 500, 'internal_error', 'boom');
    else sendError(res, 404, 'not_found', 'Document not found');
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

const main = () => screen.getByRole('main');

describe('document pages', () => {
  it('renders /terms from /markdown/terms.md as markdown inside the layout', async () => {
    await renderApp({ apiUrl: server.url, path: '/terms' });
    const article = await within(main()).findByRole('article', { name: 'Terms of service' });
    expect(await within(article).findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(within(article).getByText('terms').tagName).toBe('STRONG');
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(server.callsTo('/markdown/terms.md')).toHaveLength(1);
    expect(document.title).toBe('Terms of service | 표 크롤러 TableCrawler');
  });

  it('asks for the document in the UI language first', async () => {
    await renderApp({ apiUrl: server.url, path: '/privacy', lng: 'ko' });
    await within(main()).findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(server.callsTo('/markdown/privacy.md')[0]?.headers['accept-language']).toMatch(/^ko\b/);
  });

  it('loads any /{type} document', async () => {
    await renderApp({ apiUrl: server.url, path: '/refund-guide' });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Refund guide' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
  });

  it("shows 'Error loading content.' for an unknown document and logs why, without retrying a 404", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({ apiUrl: server.url, path: '/no-such-doc' });
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Error loading content.');
    expect(server.callsTo('/markdown/no-such-doc.md')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('[docs] could not load the "no-such-doc" document', expect.objectContaining({ status: 404, code: 'not_found' }));
  });

  it('shows the error text in Korean', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({ apiUrl: server.url, path: '/no-such-doc', lng: 'ko' });
    expect(await within(main()).findByRole('alert')).toHaveTextContent('콘텐츠를 불러오는 중 오류가 발생했습니다.');
  });

  it('renders raw HTML in markdown as text, never as elements', async () => {
    const { container } = await renderApp({ apiUrl: server.url, path: '/unsafe' });
    const article = await within(main()).findByRole('article');
    await within(article).findByRole('heading', { level: 1, name: 'Unsafe' });
    expect(container.querySelector('main script')).toBeNull();
    expect(container.querySelector('main img')).toBeNull();
    expect(container.querySelector('main [onclick]')).toBeNull();
    expect(container.querySelector('main [onerror]')).toBeNull();
    expect(article).toHaveTextContent('<script>window.__pwned = true</script>');
    expect(article).toHaveTextContent('<img src="x" onerror="window.__pwned = true">');
    const link = within(article).queryByRole('link', { name: 'click' });
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('treats a type outside the document pattern as an unknown page', async () => {
    await renderApp({ apiUrl: server.url, path: '/Not_A_Doc' });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/markdown/'))).toHaveLength(0);
  });
});
