/**
 * npm run lighthouse: Lighthouse 12.2.3 (mobile, default throttling) on the
 * home page, a category, a product, search and a blog post, against the
 * production build served by `npm start` (started here on LH_PORT unless
 * LH_BASE_URL names a running shop). Each page is audited LH_RUNS times
 * (default 3) and the run with the median performance score is reported, as
 * Lighthouse's own guidance on variability advises. Prints the four scores and
 * LCP/TBT/CLS, writes bench/results/lighthouse.json (every run), and exits 1
 * when a reported score is below its minimum (performance, accessibility,
 * best practices 95; SEO 100).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const MINIMUM = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const port = Number(process.env.LH_PORT ?? 3400);
const external = process.env.LH_BASE_URL;
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const base = external ?? `http://127.0.0.1:${port}`;

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let server;
if (!external) {
  server = spawn('npm', ['start'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), SQLITE_PATH: process.env.LH_SQLITE_PATH ?? 'data/lighthouse.db', SITE_URL: base },
    detached: true,
  });
}

const stop = () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);

let failed = false;
let chrome;
try {
  await waitFor(`${base}/api/get-all-category-list/`, 600_000);
  // Pick real pages from the API: the first best seller and the first blog post.
  const products = await (await fetch(`${base}/api/get-top-selling-product/`)).json();
  const blogs = await (await fetch(`${base}/api/get-all-blogs/`)).json();
  const pages = [
    ['home', '/'],
    ['category', '/women'],
    ['product', `/product/${products.data.data[0].id}`],
    ['search', '/search?query=kantha'],
    ['blog post', `/blog/${blogs.data[0].id}`],
  ];
  // Warm the caches once so the audit measures the steady state a shopper meets.
  for (const [, pagePath] of pages) await fetch(`${base}${pagePath}`);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  for (const [name, pagePath] of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) {
      const runnerResult = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = runnerResult.lhr;
      const scores = Object.fromEntries(Object.keys(MINIMUM).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
      attempts.push({
        page: name,
        path: pagePath,
        ...scores,
        lcp_ms: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const median = [...attempts].sort((a, b) => a.performance - b.performance)[Math.floor(attempts.length / 2)];
    results.push({ ...median, runs: attempts.map(({ performance, accessibility, lcp_ms, tbt_ms }) => ({ performance, accessibility, lcp_ms, tbt_ms })) });
    for (const [key, minimum] of Object.entries(MINIMUM)) if (median[key] < minimum) failed = true;
  }
  console.log(`\nLighthouse 12.2.3, mobile, default throttling; median of ${runs} run(s) per page`);
  console.log('page        perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  for (const r of results) {
    console.log(
      `${r.page.padEnd(11)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}  ${String(r.lcp_ms).padStart(6)}  ${String(r.tbt_ms).padStart(6)}  ${r.cls}` +
        `   (perf of each run: ${r.runs.map((run) => run.performance).join('/')})` +
        (r.failing.length ? `   failing: ${r.failing.join(', ')}` : ''),
    );
  }
  fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join('bench', 'results', 'lighthouse.json'), JSON.stringify({ base, results }, null, 2));
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  stop();
}
process.exit(failed ? 1 : 0);
