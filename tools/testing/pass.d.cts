import type { RunningApi } from './api-process.cjs';
/**
 * Grants `email` a pass of `days` (default 7) with the operator command on the API's data: stops the API (PGlite is
 * one process), runs `apps/api/dist/ops.mjs grant-pass`, and starts it again on the same port with `env` (pass the
 * env the API was started with, e.g. its RSA_PRIVATE_KEY). The returned server replaces `api`.
 */
export declare function grantPassWithOps(api: RunningApi, options: { email: string; days?: number; env?: Record<string, string> }): Promise<RunningApi>;
/** Signs in with the side panel's own form (Korean UI) and waits until the panel shows the account. */
export declare function signInInPanel(panel: import('playwright-core').Page, user: { email: string; password: string }): Promise<void>;
