import os from 'node:os';

/**
 * Sizes libuv's thread pool (where argon2 password hashing, crypto and fs work run) to the CPU cores,
 * unless UV_THREADPOOL_SIZE is already set. libuv reads the variable once, when the pool first starts,
 * so this must run before anything queues work on it: `src/main.ts` imports `size-thread-pool.ts` first.
 * Returns the size in effect.
 */
export function sizeThreadPool(env: NodeJS.ProcessEnv = process.env): number {
  const current = env['UV_THREADPOOL_SIZE'];
  if (current !== undefined && /^\d+$/.test(current.trim()) && Number(current) > 0) return Number(current);
  const size = Math.max(1, os.availableParallelism());
  env['UV_THREADPOOL_SIZE'] = String(size);
  return size;
}
