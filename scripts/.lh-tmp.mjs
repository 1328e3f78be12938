import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startProduct } from './lib/product.mjs';
const product = await startProduct({ timeoutMs: 120000 });
const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
try {
  for (const page of (process.argv[2] ?? '/home,/sign-in').split(',')) {
    const r = spawnSync('npx', ['-y', 'lighthouse@12', product.baseUrl + page, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20, encoding: 'utf8' });
    const rep = JSON.parse(r.stdout);
    const tag = (process.argv[3] ?? 'x') + page.replace(/\//g, '_');
    writeFileSync(`/tmp/prerender-probe/lh${tag}.json`, r.stdout);
    const a = (id) => Math.round(rep.audits[id]?.numericValue);
    console.log(page, 'score', Math.round(rep.categories.performance.score * 100), 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), 'CLS', rep.audits['cumulative-layout-shift'].numericValue.toFixed(3), 'SI', a('speed-index'));
    console.log('  long tasks', JSON.stringify(rep.audits['long-tasks']?.details?.items?.map((i) => [i.url?.split('/').pop(), Math.round(i.duration), Math.round(i.startTime)])));
    console.log('  bootup', JSON.stringify(rep.audits['bootup-time']?.details?.items?.map((i) => [i.url?.split('/').pop(), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
    console.log('  mainthread', JSON.stringify(rep.audits['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)])));
  }
} finally { await product.stop(); }
