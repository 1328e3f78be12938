import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { localFileStorage } from '../modules/files/file-storage';
import { copyUploads } from '../modules/files/move-uploads';
import { s3FileStorage } from '../modules/files/s3-file-storage';

const usage = `Copies every upload kept under DATA_DIR/uploads into the bucket of S3_BUCKET.

  S3_BUCKET=... S3_ENDPOINT=... npm run uploads:to-bucket

Uses the same DATABASE_URL / DATA_DIR and S3_* settings as the API; files already in the bucket
are skipped, so it can run again after an interruption. The disk keeps its copies: remove
DATA_DIR/uploads once every API process runs with S3_BUCKET (docs/OPERATIONS.md).`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  if (!config.s3) throw new ConfigError(`S3_BUCKET is not set.\n\n${usage}`);
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir, 'uploads:to-bucket');
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const bucket = s3FileStorage(config.s3);
  try {
    const report = await copyUploads(
      database.db,
      localFileStorage(config.dataDir),
      bucket,
      ({ copied, alreadyThere }) => console.log(`copied ${copied}, already there ${alreadyThere}`),
    );
    for (const key of report.missing) console.warn(`not on disk: ${key}`);
    console.log(
      `Done: ${report.copied} copied, ${report.alreadyThere} already in ${config.s3.bucket}, ${report.missing.length} missing on disk.`,
    );
    if (report.missing.length > 0) process.exitCode = 1;
  } finally {
    bucket.close();
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
