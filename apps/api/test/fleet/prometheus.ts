import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from '../process/server-process';
import { freePort, type Fleet } from './fleet';
import { blockOfOperationsGuide } from './nginx';

/** Debian's Prometheus server, or null when it is not installed. */
export function prometheusBinary() {
  const candidates = [process.env.PROMETHEUS_PATH, '/usr/bin/prometheus'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/**
 * The guide's Prometheus configuration and alert rules ("Metrics" in docs/OPERATIONS.md), with
 * this machine's targets and file paths, scraping every second instead of every 15 s so that a
 * test need not wait. Every other line is the guide's.
 */
export function prometheusConfigFromGuide(targets: string[], dir: string) {
  const config = blockOfOperationsGuide('yaml', 'scrape_configs:');
  const rules = blockOfOperationsGuide('yaml', 'groups:');
  const tokenFile = path.join(dir, 'homekeep-metrics-token');
  const rulesFile = path.join(dir, 'homekeep-rules.yml');
  const replaced = config
    .replace(/scrape_interval: 15s/, 'scrape_interval: 1s')
    .replace(/credentials_file: \S+/, `credentials_file: ${tokenFile}`)
    .replace(/targets: \[[^\]]*\]/, `targets: [${targets.map((t) => `'${t}'`).join(', ')}]`)
    .replace(/rule_files: \[[^\]]*\]/, `rule_files: [${rulesFile}]`);
  for (const part of ['scrape_interval: 1s', tokenFile, rulesFile, targets[0]!]) {
    if (!replaced.includes(part)) throw new Error(`the guide's configuration changed: ${part}`);
  }
  return { config: replaced, rules, tokenFile, rulesFile };
}

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/**
 * Prometheus on the guide's configuration, pointed at every process of the fleet (the API
 * processes and the worker, each directly). `scraped()` waits until each target's latest scrape
 * succeeded and reads `up` and our requests counter back through Prometheus's HTTP API.
 */
export async function startPrometheus(fleet: Fleet) {
  const binary = prometheusBinary();
  if (!binary) throw new Error('prometheus is not installed (apt-get install -y prometheus)');
  const dir = mkdtempSync(path.join(tmpdir(), 'homekeep-prometheus-'));
  const processes = [...fleet.api.map((m) => m.url), ...(fleet.worker ? [fleet.worker.url] : [])];
  const targets = processes.map((url) => new URL(url).host);
  const setup = prometheusConfigFromGuide(targets, dir);
  writeFileSync(setup.tokenFile, fleet.metricsToken);
  writeFileSync(setup.rulesFile, setup.rules);
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, setup.config);
  const port = await freePort();
  const child = spawn(
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const query = async (expression: string) => {
    const url = `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(expression)}`;
    const answer = await fetch(url).catch(() => null);
    return answer?.ok ? ((await answer.json()) as QueryAnswer).data.result : [];
  };
  const upOf = (result: QueryAnswer['data']['result']) =>
    targets.map((t) => result.find((series) => series.metric.instance === t)?.value[1]);
  return {
    async scraped() {
      let up: (string | undefined)[] = [];
      for (let tries = 0; tries < 60 && child.exitCode === null; tries += 1) {
        up = upOf(await query('up{job="homekeep"}'));
        if (up.every((value) => value === '1')) break;
        await sleep(500);
      }
      if (!up.every((value) => value === '1')) throw new Error(`not every target scraped:\n${log}`);
      const requests = await query('sum(homekeep_http_requests_total{job="homekeep"})');
      return { up, requests: Number(requests[0]?.value[1] ?? 0) };
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
