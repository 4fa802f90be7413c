import { signUpViaApi, type ApiUser } from '../../../../tools/testing/api-user.cjs';
import { grantPassWithOps as grantWithOps, signInInPanel } from '../../../../tools/testing/pass.cjs';
export { signInInPanel };
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
