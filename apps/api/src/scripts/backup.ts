import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from '../db/backup';
import { lockDataDir } from '../db/data-dir-lock';

const usage = `Backs up or restores an installation on the embedded database (DATA_DIR).

  npm run backup -- <new folder>      the database, the uploads on disk and the signing key
  npm run restore -- <backup folder>  replaces them with the backup's

Stop the server first: both hold the DATA_DIR lock. On a PostgreSQL server (DATABASE_URL) use
pg_dump and pg_restore, and your bucket's own versioning (docs/OPERATIONS.md, "Backups").`;

async function main() {
  const [action, folder] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !folder || folder.startsWith('-')) {
    console.log(usage);
    process.exitCode = folder === '--help' || folder === '-h' ? 0 : 2;
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      `DATABASE_URL is set: this command is for the embedded database.\n\n${usage}`,
    );
  }
  const lock = lockDataDir(config.dataDir, `npm run ${action}`);
  const target = path.resolve(folder);
  try {
    if (action === 'backup') {
      await backupDataDir(config.dataDir, target);
      console.log(`Backed up ${config.dataDir} to ${target}.`);
    } else {
      const manifest = await restoreDataDir(target, config.dataDir);
      console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
