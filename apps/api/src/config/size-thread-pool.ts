// Imported first by src/main.ts: sizes the libuv thread pool before any module queues work on it.
import { sizeThreadPool } from './thread-pool';

/** The libuv thread pool size in effect for this process. */
export const THREAD_POOL_SIZE = sizeThreadPool();
