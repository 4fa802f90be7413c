import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { startTestApiServer, sendError, type TestApiServer } from '../../testing/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((_req, res) => sendError(res, 401, 'unauthorized', 'Unauthorized'));
});
afterEach(() => server.close());

const ENV = {
  VITE_SITE_TITLE: 'Table Co.',
  VITE_COMPANY_HEADQUARTERS: '1 Example Street, Seoul',
  VITE_COMPANY_CEO: 'Kim Example',
  VITE_BUSINESS_REGISTRATION_NUMBER: '123-45-67890',
  VITE_ONLINE_MARKETING_REPORT_NUMBER: '2026-Seoul-0001',
  VITE_CONTACT_EMAIL: 'help@table.example',
  VITE_CONTACT_PHONE: '+82 2-123-4567',
  VITE_COPYRIGHT: '© 2026 Table Co.',
};

describe('Footer', () => {
  it('shows every field of spec section 1 from config', async () => {
    await renderApp({ apiUrl: server.url, env: ENV });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Table Co.')).toBeInTheDocument();
    const pairs = within(footer)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Headquarters', '1 Example Street, Seoul'],
      ['CEO', 'Kim Example'],
      ['Business registration number', '123-45-67890'],
      ['Online marketing report number', '2026-Seoul-0001'],
      ['E-mail', 'help@table.example'],
      ['Phone', '+82 2-123-4567'],
    ]);
    expect(within(footer).getByRole('link', { name: 'help@table.example' })).toHaveAttribute('href', 'mailto:help@table.example');
    expect(within(footer).getByRole('link', { name: '+82 2-123-4567' })).toHaveAttribute('href', 'tel:+8221234567');
    expect(within(footer).getByText('© 2026 Table Co.')).toBeInTheDocument();
  });

  it('links to the terms, the privacy policy and the inquiry', async () => {
    await renderApp({ apiUrl: server.url });
    const links = within(screen.getByRole('navigation', { name: 'Policies and inquiry' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms of service', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Inquiry', '/inquiry'],
    ]);
  });

  it('labels the fields in Korean', async () => {
    await renderApp({ apiUrl: server.url, lng: 'ko' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['본사', '대표', '사업자등록번호', '통신판매업 신고번호', '이메일', '전화']);
    expect(within(footer).getByRole('link', { name: '이용약관' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '문의하기' })).toBeInTheDocument();
  });
});
