// The current Node LTS, for the test runs that check the product on it as well as on the
// machine's Node. The npm registry's `node` package carries its binary, so it needs no download
// from elsewhere; npx keeps it in its cache after the first run.
import { execFileSync } from 'node:child_process';

export const LTS_NODE_MAJOR = 24;

const SAY_WHO = ['-p', 'process.execPath + " " + process.version'];

/** The LTS binary's path and version: `LTS_NODE_PATH`, this Node when it is the LTS, or fetched. */
export function ltsNode() {
  const given = process.env.LTS_NODE_PATH;
  if (!given && process.versions.node.split('.')[0] === String(LTS_NODE_MAJOR)) {
    return { path: process.execPath, version: process.version };
  }
  const [command, args] = given
    ? [given, SAY_WHO]
    : ['npx', ['-y', '-p', `node@${LTS_NODE_MAJOR}`, 'node', ...SAY_WHO]];
  const printed = execFileSync(command, args, {
    encoding: 'utf8',
    timeout: 300_000,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [path, version] = printed.trim().split(' ');
  if (!version?.startsWith(`v${LTS_NODE_MAJOR}.`)) {
    throw new Error(`expected Node ${LTS_NODE_MAJOR}, found ${version ?? 'nothing'} at ${path}`);
  }
  return { path, version };
}
