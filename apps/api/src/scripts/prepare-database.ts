// `npm start`'s first step on a new DATA_DIR (or DATABASE_URL), while the web app builds beside
// it: the database migrated and the catalogue and place data loaded. The server, started next,
// finds both done.
import { ConfigError, loadConfig } from '../config';
import { openForCommand } from '../db/command-database';
import { DataDirInUseError } from '../db/data-dir-lock';

async function main() {
  const { seededInMs, close } = await openForCommand(loadConfig(), 'npm start (database)');
  await close();
  if (seededInMs !== null) {
    console.log(`Loaded the catalogue and place data in ${seededInMs} ms (first start only).`);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
