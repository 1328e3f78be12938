import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { MAX_FILE_BYTES } from '@homekeep/contracts/files';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Reads an upload whole: a part is at most 10 MB, and the bucket wants to know its length. */
async function bytesOf(content: Readable) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_FILE_BYTES + 1) throw new Error('upload larger than a file may be');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

/** The uploads in an S3-compatible bucket (`S3_BUCKET`), one object per key. */
export function s3FileStorage(settings: S3Settings): FileStorage & { close(): void } {
  // Loaded only when configured: the SDK is large.
  const sdk = createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;
  const client = new sdk.S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: other S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const target = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };
  return {
    async write(key, content) {
      const body = await bytesOf(content);
      await client.send(
        new sdk.PutObjectCommand({ ...target(key), Body: body, ContentLength: body.length }),
      );
      return body.length;
    },
    async open(key) {
      try {
        const answer = await client.send(new sdk.GetObjectCommand(target(key)));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new sdk.HeadObjectCommand(target(key)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand(target(key)));
    },
    close: () => client.destroy(),
  };
}
