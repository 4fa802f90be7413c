import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { sendError, startTestApiServer, type TestApiServer } from '../../../testing/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((_req, res) => sendError(res, 401, 'unauthorized', 'Unauthorized'));
});
afterEach(() => server.close());

describe('landing page', () => {
  it('has a hero with the install and pricing calls to action', async () => {
    await renderApp({ apiUrl: server.url, env: { VITE_CHROME_EXTENSION_URL: 'https://chromewebstore.google.com/detail/x' } });
    const main = screen.getByRole('main');
    const hero = within(main).getByRole('region', { name: /Web tables to files/ });
    expect(within(hero).getByRole('link', { name: 'Install the Chrome Extension' })).toHaveAttribute('href', 'https://chromewebstore.google.com/detail/x');
    expect(within(hero).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(hero).getByRole('img', { name: 'A table on a web page turning into a spreadsheet file' })).toHaveAttribute('src', 'hero.svg');
  });

  it('explains the three features of spec section 1, each with an image', async () => {
    await renderApp({ apiUrl: server.url });
    const features = screen.getByRole('region', { name: 'How it works' });
    expect(features).toHaveAttribute('id', 'features');
    const articles = within(features).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Select the table or the columns you want',
      'Filter with simple keywords',
      'Tables across many pages in one click',
    ]);
    expect(articles.map((a) => within(a).getByRole('img').getAttribute('src'))).toEqual(['select.svg', 'filter.svg', 'crawl.svg']);
  });

  it('renders in Korean', async () => {
    await renderApp({ apiUrl: server.url, lng: 'ko' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('웹 페이지의 표를 원하는 모양 그대로 파일로');
    expect(screen.getByRole('region', { name: '이렇게 사용해요' })).toBeInTheDocument();
  });
});
