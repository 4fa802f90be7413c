import { ENDPOINTS, ERROR_CODES, type FileItem } from '@tablecrawler/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { renderApp, storeTokens } from '../../../testing/render-app';
import { sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';

const LIST = ENDPOINTS.listFiles.path;
const FILE_PATH = /^\/products\/v1\/service\/files\/([^/]+)(\/note|\/preview|\/access-url\/request)?$/;

type StoredFile = FileItem;

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

let server: TestApiServer;
let files: StoredFile[];
let hold: { list?: Promise<void>; note?: Promise<void> };
let overrides: { list?: Answer; note?: Answer; delete?: Answer; accessUrl?: Answer };
let signInToken: string;
const otherUsersFile = { ...makeFiles(1)[0], id: 'g01', host: 'second-user.example.com' };

/** `count` files, newest first, one hour apart. */
function makeFiles(count: number): StoredFile[] {
  const newest = Date.UTC(2026, 10, 21, 9, 0);
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      id: `f${n}`,
      host: `site${n}.example.com`,
      fileSize: 1000 + i * 1024,
      createdAt: new Date(newest - i * 3_600_000).toISOString(),
      note: i === 0 ? 'Prices of the first crawl' : '',
      sourceUrl: `https://site${n}.example.com/table`,
      format: 'csv',
      rowCount: 3,
      pageCount: 1,
      fileName: `site${n}.example.com_20261121_0900.csv`,
    };
  });
}

function deferred(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(async () => {
  localStorage.clear();
  files = makeFiles(45);
  hold = {};
  overrides = {};
  signInToken = 'access-1';
  server = await startTestApiServer(async (req, res) => {
    if (req.path === ENDPOINTS.signIn.path) return sendJson(res, 201, { accessToken: signInToken, refreshToken: 'refresh-1' });
    if (req.headers.authorization === 'Bearer access-2' && req.path === LIST) return sendJson(res, 200, { data: { items: [otherUsersFile], total: 1 } });
    if (req.headers.authorization === 'Bearer access-2' && req.path === ENDPOINTS.validate.path) return sendJson(res, 200, { userId: 'user-2' });
    if (req.headers.authorization !== 'Bearer access-1') return sendError(res, 401, ERROR_CODES.unauthorized, 'Unauthorized');
    if (req.path === ENDPOINTS.validate.path) return sendJson(res, 200, { userId: 'user-1' });
    if (req.path === LIST) {
      await hold.list;
      if (overrides.list) return overrides.list(req, res);
      const page = Number(req.query.get('page'));
      const size = Number(req.query.get('size'));
      return sendJson(res, 200, { data: { items: files.slice((page - 1) * size, page * size), total: files.length } });
    }
    const match = FILE_PATH.exec(req.path);
    const file = files.find((f) => f.id === match?.[1]);
    if (!match || !file) return sendError(res, 404, ERROR_CODES.notFound, 'Not found');
    if (match[2] === '/note' && req.method === 'PATCH') {
      await hold.note;
      if (overrides.note) return overrides.note(req, res);
      file.note = (JSON.parse(req.body) as { note: string }).note;
      return sendJson(res, 200, { data: file });
    }
    if (match[2] === '/preview') return sendJson(res, 200, { data: { columns: ['Name', 'Price'], rows: [['Apple', '1,200'], ['Pear', '<b>900</b>']], truncated: false } });
    if (match[2] === '/access-url/request' && overrides.accessUrl) return overrides.accessUrl(req, res);
    if (match[2] === '/access-url/request') return sendJson(res, 200, { data: { signedUrl: `https://files.example.test/${file.id}?signature=abc` } });
    if (match[2] === undefined && req.method === 'DELETE') {
      if (overrides.delete) return overrides.delete(req, res);
      files = files.filter((f) => f !== file);
      return void res.writeHead(204).end();
    }
    return sendError(res, 404, ERROR_CODES.notFound, 'Not found');
  });
});
afterEach(() => server.close());

const main = () => within(screen.getByRole('main'));
const listCalls = () => server.callsTo(LIST).map((r) => r.query.get('page'));
const hosts = () =>
  within(screen.getByRole('table', { name: 'Generated files' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openHistory(path = '/user/history?page=1', lng = 'en') {
  storeTokens();
  const app = await renderApp({ apiUrl: server.url, path, lng });
  return { ...app, user: userEvent.setup() };
}

describe('/user/history', () => {
  it('lists the first 20 files with sizes and dates, the banner, and 3 pages', async () => {
    const { location } = await openHistory();
    expect(await main().findByRole('heading', { level: 1, name: 'Crawling history' })).toBeInTheDocument();
    await main().findByText('site01.example.com');
    expect(hosts()).toHaveLength(20);
    expect(hosts()[0]).toBe('site01.example.com');
    expect(hosts()[19]).toBe('site20.example.com');
    expect(server.callsTo(LIST)[0]?.query.get('size')).toBe('20');
    const first = main().getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('1000 B')).toBeInTheDocument();
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();
    const banner = main().getByRole('complementary', { name: 'Partner ad' });
    expect(within(banner).getByRole('link')).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(within(banner).getByText(/affiliate program/)).toBeInTheDocument();
    const pages = main().getByRole('navigation', { name: 'Crawling history pages' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(location().search).toBe('?page=1');
  });

  it('puts page=1 in the URL when it is missing', async () => {
    const { location } = await openHistory('/user/history');
    await main().findByText('site01.example.com');
    expect(location().search).toBe('?page=1');
  });

  it('keeps the previous page on screen while the next loads, then shows it with page=2 in the URL', async () => {
    const { user, location } = await openHistory();
    await main().findByText('site01.example.com');
    const gate = deferred();
    hold.list = gate.promise;
    await user.click(main().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls()).toEqual(['1', '2']));
    expect(location().search).toBe('?page=2');
    expect(hosts()[0]).toBe('site01.example.com');
    expect(main().getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(main().queryByRole('status')).not.toBeInTheDocument();
    gate.release();
    await main().findByText('site21.example.com');
    expect(hosts()).toHaveLength(20);
    expect(main().getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(main().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the page named in the URL', async () => {
    await openHistory('/user/history?page=3');
    await main().findByText('site41.example.com');
    expect(hosts()).toHaveLength(5);
  });

  it('moves to the last page when the URL names one past the end', async () => {
    const { location } = await openHistory('/user/history?page=9');
    await main().findByText('site41.example.com');
    expect(location().search).toBe('?page=3');
  });

  it('shows the error text when the list fails or its data is missing', async () => {
    overrides.list = (_req, res) => sendError(res, 403, ERROR_CODES.forbidden, 'Forbidden');
    await openHistory();
    expect(await main().findByRole('alert')).toHaveTextContent('Failed to load the crawling history.');
  });

  it('shows the error text for an answer without data', async () => {
    overrides.list = (_req, res) => sendJson(res, 200, { items: [] });
    await openHistory();
    expect(await main().findByRole('alert')).toHaveTextContent('Failed to load the crawling history.');
  });

  it('explains how to make a first file when the history is empty', async () => {
    files = [];
    const { config } = await openHistory();
    expect(await main().findByRole('heading', { name: 'No files yet.' })).toBeInTheDocument();
    expect(main().getByText(/Install the TableCrawler extension/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Install the extension' })).toHaveAttribute('href', config.chromeExtensionUrl);
    expect(main().queryByRole('table')).not.toBeInTheDocument();
  });

  it('saves a note: save is disabled while saving, the modal closes and the list is refetched', async () => {
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Edit note for the site02.example.com file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write note' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field).toHaveAttribute('placeholder', 'Enter a note to leave on this file.');
    await user.type(field, 'Second crawl, <b>checked</b>');
    const gate = deferred();
    hold.note = gate.promise;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    gate.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await main().findByText('Second crawl, <b>checked</b>')).toBeInTheDocument();
    expect(listCalls()).toEqual(['1', '1']);
    expect(JSON.parse(server.callsTo(`${LIST}/f02/note`)[0]?.body ?? '{}')).toEqual({ note: 'Second crawl, <b>checked</b>' });
  });

  it('keeps the modal open and only logs when saving the note fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    overrides.note = (_req, res) => sendError(res, 400, ERROR_CODES.validation, 'too long');
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Edit note for the site01.example.com file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write note' });
    expect(within(dialog).getByRole('textbox')).toHaveValue('Prices of the first crawl');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('[files] note update failed', expect.objectContaining({ status: 400 })));
    expect(screen.getByRole('dialog', { name: 'Write note' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it("asks 'Delete the file?' and deletes only on confirm, then refetches", async () => {
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Delete the site03.example.com file' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete file' });
    expect(confirm).toHaveAccessibleDescription('Delete the file?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(`${LIST}/f03`)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(main().getByRole('button', { name: 'Delete the site03.example.com file' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(main().queryByText('site03.example.com')).not.toBeInTheDocument());
    expect(server.callsTo(`${LIST}/f03`).map((r) => r.method)).toEqual(['DELETE']);
    expect(hosts()).toHaveLength(20);
    expect(hosts()[19]).toBe('site21.example.com');
  });

  it('moves to the previous page after deleting the last file of a page', async () => {
    files = makeFiles(21);
    const { user, location } = await openHistory('/user/history?page=2');
    await main().findByText('site21.example.com');
    await user.click(main().getByRole('button', { name: 'Delete the site21.example.com file' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().search).toBe('?page=1'));
    await main().findByText('site20.example.com');
    expect(main().queryByRole('navigation', { name: 'Crawling history pages' })).not.toBeInTheDocument();
  });

  it('downloads through the signed URL, without the bearer token', async () => {
    const followed: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Download the site02.example.com file' }));
    await waitFor(() => expect(followed).toEqual(['https://files.example.test/f02?signature=abc']));
    expect(server.callsTo(`${LIST}/f02/access-url/request`).map((r) => r.method)).toEqual(['POST']);
    expect(document.querySelector('a[href^="https://files.example.test"]')).toBeNull();
    click.mockRestore();
  });

  it('only logs a failed download', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    overrides.accessUrl = (_req, res) => sendError(res, 404, ERROR_CODES.notFound, 'Not found');
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Download the site02.example.com file' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('[files] download failed', expect.objectContaining({ status: 404 })));
    expect(click).not.toHaveBeenCalled();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
    log.mockRestore();
  });

  it('previews the first rows of a file under its row', async () => {
    const { user } = await openHistory();
    await main().findByText('site01.example.com');
    await user.click(main().getByRole('button', { name: 'Show a preview of the site01.example.com file' }));
    const preview = await main().findByRole('table', { name: 'First 2 rows of the site01.example.com file' });
    expect(within(preview).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price']);
    expect(within(preview).getByText('<b>900</b>')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Hide the preview of the site01.example.com file' }));
    expect(main().queryByRole('table', { name: /First 2 rows/ })).not.toBeInTheDocument();
  });

  it('speaks Korean: heading, columns and dates', async () => {
    await openHistory('/user/history?page=1', 'ko');
    expect(await main().findByRole('heading', { level: 1, name: '크롤링 기록' })).toBeInTheDocument();
    await main().findByText('site01.example.com');
    expect(main().getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['호스트 도메인', '파일 크기', '생성일', '메모', '메모 수정', '다운로드', '삭제']);
    expect(main().getAllByText(/^2026년 11월 2[01]일$/).length).toBeGreaterThan(0);
  });
});

describe('/user/history when signed out', () => {
  it('sends the visitor to /signin and back to the same page after signing in', async () => {
    const { location } = await renderApp({ apiUrl: server.url, path: '/user/history?page=2' });
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(new URLSearchParams(location().search).get('next')).toBe('/user/history?page=2');
    expect(server.callsTo(LIST)).toHaveLength(0);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'member@example.com');
    await user.type(within(form).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/user/history?page=2'));
    expect(await main().findByText('site21.example.com')).toBeInTheDocument();
  });
});

describe('/user/history after a change of account', () => {
  it("never shows the previous account's cached files", async () => {
    const { services, location } = await openHistory();
    await main().findByText('site01.example.com');
    await act(async () => services.api.signOutLocally());
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    signInToken = 'access-2';
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'second@example.com');
    await user.type(within(form).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/user/history'));
    expect(await main().findByText('second-user.example.com')).toBeInTheDocument();
    expect(main().queryByText('site01.example.com')).not.toBeInTheDocument();
  });
});

describe('/user/history pagination blocks', () => {
  it.each([
    [1, 20, '1', ['1']],
    [10, 200, '1', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    [11, 220, '1', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '›']],
    [11, 220, '11', ['‹', '11']],
    [95, 1900, '1', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '›']],
    [95, 1900, '45', ['‹', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '›']],
    [95, 1900, '95', ['‹', '91', '92', '93', '94', '95']],
  ])('%i pages (%i files), page %s', async (_pages, total, page, buttons) => {
    overrides.list = (req, res) =>
      sendJson(res, 200, { data: { items: makeFiles(20).map((f) => ({ ...f, id: `${f.id}-${req.query.get('page')}` })), total } });
    await openHistory(`/user/history?page=${page}`);
    await main().findByRole('table', { name: 'Generated files' });
    const nav = main().queryByRole('navigation', { name: 'Crawling history pages' });
    if (buttons.length === 1) {
      expect(nav).not.toBeInTheDocument();
      return;
    }
    expect(within(nav as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    expect(within(nav as HTMLElement).getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the next block with › and back with ‹', async () => {
    overrides.list = (req, res) => sendJson(res, 200, { data: { items: makeFiles(1).map((f) => ({ ...f, host: `p${req.query.get('page')}.example.com` })), total: 1900 } });
    const { user, location } = await openHistory('/user/history?page=3');
    await main().findByText('p3.example.com');
    await user.click(main().getByRole('button', { name: 'Next pages' }));
    await main().findByText('p11.example.com');
    expect(location().search).toBe('?page=11');
    await user.click(main().getByRole('button', { name: 'Previous pages' }));
    await main().findByText('p10.example.com');
    expect(location().search).toBe('?page=10');
  });
});
