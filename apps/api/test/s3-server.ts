import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../src/modules/files/s3-file-storage';

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rver {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver) with one empty bucket, on a free port: the store the
 * bucket tests and the fleet test write to. Its own access key is `S3RVER`.
 */
export async function startS3Server(bucket = 'homekeep-test') {
  const S3rverServer = createRequire(import.meta.url)('s3rver') as new (
    options: S3rverOptions,
  ) => S3rver;
  const directory = mkdtempSync(path.join(tmpdir(), 'homekeep-s3-'));
  const server = new S3rverServer({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
