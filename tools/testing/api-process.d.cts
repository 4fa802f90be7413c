export declare const REPO_ROOT: string;
export interface RunningApi {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's DATA_DIR (its outbox is `mail/`). */
  dataDir: string;
  /** Server output so far (for failure messages). */
  output: () => string;
  stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function startApiProcess(options?: { port?: number; env?: Record<string, string>; dataDirPrefix?: string }): Promise<RunningApi>;
