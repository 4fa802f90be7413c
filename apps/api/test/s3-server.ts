import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { EnvInput } from '../src/config';

export interface TestS3Server {
  /** FILES_STORAGE=s3 and the S3_* settings that point the API at this server's bucket. */
  env: EnvInput;
  close(): Promise<void>;
}

/** s3rver's fixed credentials (it checks request signatures against them). */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** A real S3-compatible server (s3rver, files in a temp folder) on a free loopback port with one empty bucket. */
export async function startTestS3Server(bucket = 'history-files'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: { FILES_STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', ...CREDENTIALS },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
