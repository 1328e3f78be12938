// `npm start`: builds what is missing or stale, then runs the product in the foreground.
// SIGINT/SIGTERM are passed on to the server once, so it can close the database and stop cleanly.
import { spawn } from 'node:child_process';
import { apiEntry, ensureBuilt, root } from './lib/build.mjs';

if (!ensureBuilt({ force: process.argv.includes('--rebuild') })) process.exit(1);

// Own process group: a Ctrl+C in the terminal reaches this script (and npm, which forwards it
// again), and the server receives exactly one signal from here.
const server = spawn(process.execPath, [apiEntry], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let lastSignalAt = 0;
const forward = (signal) => {
  const now = Date.now();
  // The terminal and npm deliver the same Ctrl+C twice within a few milliseconds.
  if (now - lastSignalAt < 500) return;
  lastSignalAt = now;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
process.on('SIGHUP', () => forward('SIGTERM'));
// `npm start` runs this script through `sh -c`; when npm is stopped the shell may go without
// passing the signal on. Losing the parent means it is time to stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) forward('SIGTERM');
}, 1000).unref();
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  process.exit(code ?? 0);
});
