import { createTestKeys, type TestKeys } from './ports';
import { startTestServer, type TestHandler, type TestServer } from './test-server';

export interface ClientTestSetup {
  /** Client and server key pairs, made once per test file (in beforeAll). */
  readonly keys: TestKeys;
  /** Starts a test server that is closed after the current test. */
  start(handler: TestHandler): Promise<TestServer>;
}

/** Jest hooks the client tests share: one set of test keys per file, and every server started through `start` closed after its test. */
export function setUpClientTests(): ClientTestSetup {
  let keys: TestKeys | undefined;
  const open: TestServer[] = [];
  beforeAll(async () => {
    keys = await createTestKeys();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });
  return {
    get keys() {
      if (!keys) throw new Error('test keys are made in beforeAll');
      return keys;
    },
    async start(handler) {
      const server = await startTestServer(handler);
      open.push(server);
      return server;
    },
  };
}
