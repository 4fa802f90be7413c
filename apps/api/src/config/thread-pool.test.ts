import os from 'node:os';
import { sizeThreadPool } from './thread-pool';

describe('sizeThreadPool', () => {
  it('sets UV_THREADPOOL_SIZE to the core count unless it is set', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(sizeThreadPool(env)).toBe(os.availableParallelism());
    expect(env['UV_THREADPOOL_SIZE']).toBe(String(os.availableParallelism()));
    const explicit: NodeJS.ProcessEnv = { UV_THREADPOOL_SIZE: '7' };
    expect(sizeThreadPool(explicit)).toBe(7);
    expect(explicit['UV_THREADPOOL_SIZE']).toBe('7');
    const junk: NodeJS.ProcessEnv = { UV_THREADPOOL_SIZE: 'lots' };
    expect(sizeThreadPool(junk)).toBe(os.availableParallelism());
  });
});
