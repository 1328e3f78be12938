import path from 'node:path';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { seedDatabase } from './seed/seed';

/**
 * The configured database for a command beside the server (`create-admin`, `npm start`'s first
 * step): the embedded one is refused while another process holds DATA_DIR. Migrated and seeded;
 * `seededInMs` is how long the seed took when it loaded something. `close` releases both.
 */
export async function openForCommand(
  config: { databaseUrl?: string; dataDir: string },
  purpose: string,
) {
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir, purpose);
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const started = Date.now();
    const seeded = await seedDatabase(database.db);
    return {
      database,
      seededInMs: seeded ? Date.now() - started : null,
      close: async () => {
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    await database.close();
    lock?.release();
    throw error;
  }
}
