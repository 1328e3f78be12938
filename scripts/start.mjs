// `npm start`: builds what is missing or stale, then runs the product in the foreground.
// Ctrl+C or SIGTERM stops the server cleanly; whatever ends this script, the server ends too.
// A later start builds nothing and loads nothing: the server opens the database and listens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiEntry, buildInBackground, ensureBuilt, root } from './lib/build.mjs';

const force = process.argv.includes('--rebuild');
if (!ensureBuilt({ force, only: ['api'] })) process.exit(1);

/** Runs a built API command to its end: whether it succeeded. */
const runToEnd = (entry) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/api/dist', entry)], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

// The web app's build is the longest step of a first start: the database is migrated and
// seeded beside it rather than after it.
const webBuilt = buildInBackground('web', { force });
if (webBuilt) {
  const [built, prepared] = await Promise.all([webBuilt, runToEnd('prepare-database.js')]);
  if (!built || !prepared) process.exit(1);
}

// Own process group: a Ctrl+C in the terminal reaches this script (and npm, which forwards it
// again), and the server receives one signal, from here. The IPC channel is the server's tie to
// this script: when it closes (this script exits or is killed, even by SIGKILL) the server stops.
const server = spawn(process.execPath, [apiEntry], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
});

const running = () => server.exitCode === null && server.signalCode === null;
let forwardedAt = 0;
const forward = (signal) => {
  const now = Date.now();
  // The terminal and npm deliver the same Ctrl+C twice within a few milliseconds; a second
  // Ctrl+C later on is passed on, and makes the server exit at once.
  if (now - forwardedAt < 500) return;
  forwardedAt = now;
  if (running()) server.kill(signal);
};
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
process.on('SIGHUP', () => forward('SIGTERM'));

// `npm start` runs this script through npm (and a shell); when npm is stopped it may go without
// passing the signal on. Losing the parent means it is time to stop, once.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  if (forwardedAt === 0) forward('SIGTERM');
}, 500);
parentWatch.unref();

server.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  process.exit(code ?? 0);
});
