import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, sleep } from '../process/server-process';

const operationsGuide = path.join(repoRoot, 'docs/OPERATIONS.md');

/** The fenced block of docs/OPERATIONS.md in `language` whose text includes `marker`. */
export function blockOfOperationsGuide(language: string, marker: string) {
  const text = readFileSync(operationsGuide, 'utf8');
  for (const match of text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    if (match[1] === language && match[2]!.includes(marker)) return match[2]!;
  }
  throw new Error(`docs/OPERATIONS.md has no ${language} block with "${marker}"`);
}

/**
 * The nginx site of docs/OPERATIONS.md ("A fleet") as an operator would install it, with this
 * machine's addresses: its upstream servers become `upstreams`, and it listens on `listen`
 * over plain HTTP instead of TLS (no certificate here). Every other line is the guide's.
 */
export function nginxSiteFromGuide(upstreams: string[], listen: string) {
  const site = blockOfOperationsGuide('nginx', 'upstream homekeep_api');
  const servers = [...site.matchAll(/^(\s*)server \S+:\d+( [^;\n]*)?;\n/gm)];
  if (servers.length === 0) throw new Error('the guide names no upstream server');
  const [indent, options] = [servers[0]![1]!, servers[0]![2] ?? ''];
  const ours = upstreams.map((address) => `${indent}server ${address}${options};\n`).join('');
  const withServers = site.replace(/^\s*server \S+:\d+( [^;\n]*)?;\n/gm, (line) =>
    line === servers[0]![0] ? ours : '',
  );
  if (!/^\s*listen 443 ssl;$/m.test(withServers)) throw new Error('the guide listens elsewhere');
  return withServers.replace(/^(\s*)listen 443 ssl;$/m, `$1listen ${listen};`);
}

export interface Nginx {
  url: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** Debian's nginx binary, or null when it is not installed. */
export function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/**
 * nginx in the foreground with the guide's site, its files in `dir` (pid, logs, buffered
 * bodies). As root its workers run as root too: the folder is this process's own.
 */
export async function startNginx(dir: string, site: string, port: number): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const sitePath = path.join(dir, 'homekeep.conf');
  writeFileSync(sitePath, site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'logs/error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${sitePath};`,
    '}',
  ].join('\n');
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, `${main}\n`);
  const errorLog = path.join(dir, 'logs/error.log');
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', confPath, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const readLog = () =>
    `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`.slice(-4000);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer) return { url, errorLog: readLog, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start:\n${readLog()}`);
}
