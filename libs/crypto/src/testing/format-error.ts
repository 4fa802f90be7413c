// Test-only: the one assertion of every "malformed input" case. Uses Jest's global `expect`, so it is not
// re-exported from ./index (the `@tablecrawler/crypto/testing` entry stays free of Jest).
import { CryptoFormatError } from '../errors';

/** Expects the promise of `run()` to reject with CryptoFormatError and its one message, 'Malformed encrypted data'. */
export async function expectFormatError(run: () => Promise<unknown>): Promise<void> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CryptoFormatError);
  expect(error).toMatchObject({ name: 'CryptoFormatError', message: 'Malformed encrypted data' });
}
