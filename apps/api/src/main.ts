import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { seedDatabase } from './db/seed/seed';
import webAppPlugin from './plugins/web-app';
import { closeApp, createShutdown, stopOnSignals, stopWithLauncher } from './process/shutdown';

// Installed first: a signal during the migrations or the seed still closes what is open.
const shutdown = createShutdown();
stopOnSignals(shutdown);
stopWithLauncher(shutdown);

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const lock = lockDataDir(config.dataDir, 'the API server');
    shutdown.onStop('releasing the DATA_DIR lock', () => lock.release());
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  shutdown.onStop('closing the database', () => database.close());
  await database.migrate();
  const startedSeeding = Date.now();
  if (await seedDatabase(database.db)) {
    console.log(
      `Loaded the catalogue and place data in ${Date.now() - startedSeeding} ms (first start only).`,
    );
  }

  const app = await buildApp({
    config,
    database,
    // Written synchronously: an asynchronous logger flushes what is left when the process exits,
    // and if stdout's reader has gone (the launcher's pipe or terminal closed) that flush retries
    // forever. Written at once, a closed stdout only ends the logging (pino drops it on EPIPE).
    logger: {
      ...(loggerOptions(config) as object),
      stream: pino.destination({ dest: 1, sync: true }),
    },
  });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  shutdown.useLog(app.log);
  shutdown.onStop('closing the HTTP server', () => closeApp(app, config.drainDelaySeconds * 1000));
  if (shutdown.stopping) return;

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    `${config.appName} is ready at http://${config.host}:${port} (database: ${database.driver})`,
  );
}

main().catch((error: unknown) => {
  // Stopping closes what main() was using; its errors then are expected, and stop() exits.
  if (shutdown.stopping) return;
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
