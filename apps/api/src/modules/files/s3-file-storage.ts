import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { contentDisposition } from './file-names';
import { isBlobKey, type FileStorage, type StoredBlob } from './file-storage';

const PREFIX = 'files/';
/** Parts of a multipart upload: 5 MiB (S3's smallest), one in flight, so an upload holds about 10 MiB at most. */
const PART_SIZE = 5 * 1024 * 1024;

export class BlobNotFoundError extends Error {
  constructor() {
    super('blob not found');
    this.name = 'BlobNotFoundError';
  }
}

/**
 * Blobs in an S3-compatible bucket as `files/<key>`, shared by every API process. Uploads stream through
 * lib-storage (multipart past 5 MiB, aborted on failure); downloads are presigned GET URLs.
 */
export function s3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the
    // aws-chunked trailers the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string): string => {
    if (!isBlobKey(key)) throw new Error('invalid blob key');
    return PREFIX + key;
  };

  async function* list(): AsyncIterable<StoredBlob> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: PREFIX, ...(token ? { ContinuationToken: token } : {}) }));
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified) continue;
        const key = object.Key.slice(PREFIX.length);
        if (isBlobKey(key)) yield { key, lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: PART_SIZE,
        leavePartsOnError: false,
      });
      // A failing body must fail the upload even when lib-storage is between reads.
      const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },
    async read(key, range) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!(result.Body instanceof Readable)) throw new Error('unexpected S3 body');
        return result.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new BlobNotFoundError();
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    list,
    async presignedUrl(access) {
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: objectKey(access.key),
        ResponseContentDisposition: contentDisposition(access.fileName),
        ResponseContentType: access.contentType,
        ResponseCacheControl: 'private, no-store',
      });
      const expiresIn = Math.max(1, Math.round((access.expiresAt.getTime() - access.signedAt.getTime()) / 1000));
      return getSignedUrl(client, command, { expiresIn, signingDate: access.signedAt });
    },
    close: async () => client.destroy(),
  };
}
