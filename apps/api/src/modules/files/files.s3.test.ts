import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { storageSuite } from './files-storage.suite';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => s3.close());

storageSuite('S3 (s3rver)', {
  env: () => s3.env,
  checksSignatures: false,
  async fetchSigned(_files, signedUrl) {
    const res = await fetch(signedUrl);
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: { 'content-disposition': res.headers.get('content-disposition') ?? undefined } };
  },
});
