import { startProduct } from './lib/product.mjs';
import { chromium } from 'playwright-core';
const product = await startProduct({ timeoutMs: 120000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const url of process.argv.slice(2)) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
    await page.goto(product.baseUrl + url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const buf = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buf.toString());
    const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? traceEvents[0].ts;
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    const lcp = traceEvents.filter((e) => e.name === 'largestContentfulPaint::Candidate').pop();
    console.log(url, 'FCP', fcp ? Math.round((fcp.ts - nav) / 1000) : '?', 'LCP', lcp ? Math.round((lcp.ts - nav) / 1000) : '?');
    const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 30000);
    let tbt = 0;
    for (const t of main) {
      const kids = traceEvents.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur && e.name !== 'RunTask' && e.dur > 3000);
      const by = {};
      for (const k of kids) { const key = k.name + (k.args?.data?.url ? ':' + k.args.data.url.split('/').pop() : '') + (k.args?.data?.functionName ? ':' + k.args.data.functionName : ''); by[key] = Math.max(by[key] ?? 0, Math.round(k.dur / 1000)); }
      if (t.dur > 50000) tbt += t.dur / 1000 - 50;
      console.log(' task', Math.round((t.ts - nav) / 1000), 'ms', Math.round(t.dur / 1000), 'ms', JSON.stringify(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 6)));
    }
    console.log(' sum(task-50ms) all', Math.round(tbt));
    await ctx.close();
  }
} finally { await browser.close(); await product.stop(); }
