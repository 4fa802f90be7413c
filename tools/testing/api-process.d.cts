export declare const REPO_ROOT: string;
export interface RunningApi {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's DATA_DIR (its outbox is `mail/`). */
  dataDir: string;
  /** Whether stop() removes dataDir (a fresh one made by startApiProcess, or `removeOnStop`). */
  ownsDataDir: boolean;
  /** Process id of the server (benchmarks read its memory from /proc). */
  pid: number | undefined;
  /** Server output so far (for failure messages). */
  output: () => string;
  /** Stops the server; its DATA_DIR is removed unless `keepData` (to start it again on the same data). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}
export declare function freePort(): Promise<number>;
/** Stops a child process: SIGTERM, SIGKILL after 10 s; resolves once it has exited (at once when it already has). */
export declare function stopChild(child: import('node:child_process').ChildProcess): Promise<void>;
/**
 * Starts the built API. Defaults: a free port, no extra env (NODE_ENV=test, LOG_LEVEL=warn; `env` overrides),
 * DATA_DIR under the temp folder named `tablecrawler-e2e-api-…`, ready (GET /readyz) within 90 000 ms or it throws.
 * `dataDir`: an existing DATA_DIR (a restart over the same database and files), left in place by stop() unless
 * `removeOnStop`; `stop({ keepData: true })` always leaves it.
 */
export declare function startApiProcess(options?: { port?: number; env?: Record<string, string>; dataDirPrefix?: string; readyTimeoutMs?: number; dataDir?: string; removeOnStop?: boolean }): Promise<RunningApi>;
