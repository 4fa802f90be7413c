import { signUpViaApi, type ApiUser } from '../../../../tools/testing/api-user.cjs';
import { grantPassWithOps as grantWithOps, signInInPanel } from '../../../../tools/testing/pass.cjs';
export { signInInPanel };
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtServerKey, freePort, startApi, type RunningApi } from './api-server';
import { DIST, launchExtension, PANEL_PATH, type LoadedExtension } from './extension';
import { startCrawlSite, type CrawlSite } from '../fixtures/crawl/crawl-site';

/** Grants `email` a pass with the operator command (the API restarts on its data); the returned server replaces `api`. */
export function grantPassWithOps(api: RunningApi, options: { email: string; days: number; privatePem: string }): Promise<RunningApi> {
  return grantWithOps(api, { email: options.email, days: options.days, env: { RSA_PRIVATE_KEY: options.privatePem } });
}

/** A new account signed up through the real API (code from the outbox). */
export function newAccount(api: RunningApi, privatePem: string): Promise<ApiUser> {
  return signUpViaApi(api, { serverPrivateKeyPem: privatePem, nickname: 'extension e2e' });
}

/** The real API (fresh PGlite data) with one account that holds a 7-day pass granted by the operator command. */
export async function startApiWithPassHolder(serverKey: { privatePem: string }): Promise<{ api: RunningApi; user: ApiUser }> {
  const started = await startApi({ port: await freePort(), privatePem: serverKey.privatePem });
  try {
    const user = await newAccount(started, serverKey.privatePem);
    return { api: await grantPassWithOps(started, { email: user.email, days: 7, privatePem: serverKey.privatePem }), user };
  } catch (error) {
    await started.stop();
    throw error;
  }
}

/**
 * The built extension signed in as a fresh pass holder (the real API on PGlite, pass from the operator command), for
 * multi-page crawls behind the pass gate. `sitePort` is the fixture site's port, opened as localhost.
 */
export async function launchWithPassHolder(sitePort: number | string): Promise<{ ext: LoadedExtension; api: RunningApi; user: ApiUser }> {
  const { api, user } = await startApiWithPassHolder(builtServerKey(DIST));
  let ext: LoadedExtension | undefined;
  try {
    ext = await launchExtension({
      acceptLanguage: 'ko-KR,ko',
      mapHost: [
        { from: `localhost:${sitePort}`, to: `127.0.0.1:${sitePort}` },
        { from: 'localhost:3000', to: `127.0.0.1:${new URL(api.url).port}` },
      ],
    });
    const panel = await ext.context.newPage();
    await panel.goto(ext.url(PANEL_PATH));
    await signInInPanel(panel, user);
    await panel.close();
    return { ext, api, user };
  } catch (error) {
    await ext?.close();
    await api.stop();
    throw error;
  }
}

export interface PassHolderCrawl {
  site: CrawlSite;
  ext: LoadedExtension;
  api: RunningApi;
  user: ApiUser;
  /** Closes the browser, then stops the API and the site. */
  close(): Promise<void>;
}

/** The crawl fixture site and the built extension signed in as a fresh pass holder (see launchWithPassHolder). */
export async function startPassHolderCrawl(): Promise<PassHolderCrawl> {
  const site = await startCrawlSite();
  try {
    const { ext, api, user } = await launchWithPassHolder(new URL(site.origin).port);
    return {
      site,
      ext,
      api,
      user,
      async close() {
        await ext.close();
        await api.stop();
        await site.close();
      },
    };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** What a page site answers for a path: an HTML page, or a file (a vendored library) served with its type. */
export type SiteAnswer = { html: string } | { file: string } | undefined;

export interface PageSiteWithPassHolder {
  /** The site as the extension sees it (localhost: the extension already holds http://localhost/*, no prompt). */
  origin: string;
  ext: LoadedExtension;
  api: RunningApi;
  stop(): Promise<void>;
}

/** A local server answering `route` on 127.0.0.1 (a free port). */
async function startRouteServer(route: (pathname: string) => SiteAnswer): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const answer = route(new URL(req.url ?? '/', 'http://x').pathname);
    if (answer && 'html' in answer) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    if (answer) return void res.writeHead(200, { 'content-type': answer.file.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(fs.readFileSync(answer.file));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A local site answering `route` (pages written by the test, libraries from node_modules) and the extension signed in as a pass holder. */
export async function startPageSiteWithPassHolder(route: (pathname: string) => SiteAnswer): Promise<PageSiteWithPassHolder> {
  const { port, close } = await startRouteServer(route);
  try {
    const { ext, api } = await launchWithPassHolder(port);
    return {
      origin: `http://localhost:${port}`,
      ext,
      api,
      stop: async () => {
        await ext.close();
        await api.stop();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The same site with the extension signed out and no API: for what needs no account (a single-page pick and export). */
export async function startPageSite(route: (pathname: string) => SiteAnswer): Promise<Omit<PageSiteWithPassHolder, 'api'>> {
  const { port, close } = await startRouteServer(route);
  try {
    const ext = await launchExtension({ acceptLanguage: 'ko-KR,ko', mapHost: { from: `localhost:${port}`, to: `127.0.0.1:${port}` } });
    return {
      origin: `http://localhost:${port}`,
      ext,
      stop: async () => {
        await ext.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
