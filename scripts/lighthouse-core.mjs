/**
 * Lighthouse 12.2.3, mobile, simulated throttling, on the five pages issue #3
 * names: each page `runs` times, the run with the median performance score
 * reported (Lighthouse's own advice on variability) with each category's
 * median score, every run kept.
 *
 * The CPU slowdown is calibrated to this machine as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") asks when the host is not
 * in the high-end desktop bracket its constant 4x assumes: the host's
 * benchmarkIndex (Lighthouse's own benchmark, median of five) over the index of
 * the device 4x is meant to produce. LH_CPU_SLOWDOWN=4 gives Lighthouse's
 * uncalibrated default. docs/decisions/006, amendment of session 7.
 * Used by `npm run lighthouse` and by the benchmark's pages section.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The pages audited: home, a category, the first best seller, a search and the newest blog post.
 * Search results are noindex on purpose (issue 12: thin, endless query pages stay out of the
 * index), so Lighthouse's "page is blocked from indexing" audit is skipped there and only there;
 * every other SEO audit still counts.
 */
export async function auditedPages(base) {
  const products = await (await fetch(`${base}/api/get-top-selling-product/`)).json();
  const blogs = await (await fetch(`${base}/api/get-all-blogs/`)).json();
  return [
    ['home', '/'],
    ['category', '/women'],
    ['product', `/product/${products.data.data[0].id}`],
    ['search', '/search?query=kantha', { noindex: true }],
    ['blog post', `/blog/${blogs.data[0].id}`],
  ];
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run. A trace that could not be recorded (NO_NAVSTART, NO_FCP and the like: Lighthouse
 * itself says "please run Lighthouse again") is retried twice on a busy machine; a page that fails
 * three times in a row is a real failure and stops the audit.
 */
const RUN_ATTEMPTS = 3;
async function auditOnce(url, flags, config) {
  let lastError;
  for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt += 1) {
    const { lhr } = await lighthouse(url, flags, config);
    if (!lhr.runtimeError) return lhr;
    lastError = lhr.runtimeError;
    process.stderr.write(
      `Lighthouse run ${attempt} of ${RUN_ATTEMPTS} on ${url} could not be recorded (${lastError.code}); trying again\n`,
    );
  }
  throw new Error(`Lighthouse could not audit ${url}: ${lastError.code} ${lastError.message}`);
}

/**
 * Lighthouse's default 4x slowdown "moves a typical run in the high-end desktop bracket
 * [benchmarkIndex 1500-2000] somewhere into the mid-tier mobile bracket" (docs/throttling.md): from
 * the bracket's middle, a target device of 1750 / 4. A host of index B is slowed B / 437.5 times,
 * so a host in the middle of the bracket keeps exactly 4x, a faster one is slowed more, a slower one
 * less (never below 1x). For a low-end desktop (1000-1500) this gives 2.3x to 3.4x, inside the
 * docs' table's range for that host (2x, 1-5), at its conservative end.
 */
const TARGET_BENCHMARK_INDEX = 1750 / 4;
const BENCHMARK_SAMPLES = 5;

function cpuSlowdownFor(benchmarkIndex) {
  return Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10);
}

/** Playwright driving the Chrome Lighthouse audits (closing it only disconnects). */
async function withAuditBrowser(chromePort, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's own benchmark (the function it runs in the page before every audit), five times in a blank page after one warm-up. */
function measureBenchmarkIndex(chromePort) {
  return withAuditBrowser(chromePort, async (browser) => {
    const page = await browser.contexts()[0].newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    // The first run of a fresh page measures V8 warming up (725 and 777 against 1,150 here), not the machine.
    await page.evaluate(benchmark);
    const samples = [];
    for (let i = 0; i < BENCHMARK_SAMPLES; i += 1) samples.push(await page.evaluate(benchmark));
    await page.close();
    return { median: medianOf(samples), samples };
  });
}

/**
 * What this host charges for memory a process touches for the first time: microseconds per 4 KiB
 * page (median of three 64 MiB runs). Hardware answers well under 1 µs; session 10's virtual machine
 * answered 12 to 16 µs, and there the same build read 20 to 27 points lower than on session 9's,
 * with long waits on the main thread while the scripts compiled (docs/decisions/006, session 10).
 * Lighthouse's benchmark runs in a warm page and never meets this cost, so it is measured here and
 * printed beside the benchmark index: a figure from such a host is read as what it is.
 */
const PAGE_BYTES = 4096;
const TOUCH_BYTES = 64 * 1024 * 1024;
const HARDWARE_PAGE_TOUCH_MICROS = 1;
function measurePageTouchMicros() {
  const samples = [];
  for (let run = 0; run < 3; run += 1) {
    const started = process.hrtime.bigint();
    const memory = Buffer.allocUnsafeSlow(TOUCH_BYTES);
    for (let offset = 0; offset < TOUCH_BYTES; offset += PAGE_BYTES) memory[offset] = 1;
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / (TOUCH_BYTES / PAGE_BYTES));
  }
  return Math.round(medianOf(samples) * 100) / 100;
}

/** The host's page-touch cost and the sentence a report prints about it. */
function pageTouch() {
  const micros = measurePageTouchMicros();
  return { pageTouchMicros: micros, pageTouchNote: describePageTouch(micros) };
}

/** One sentence for a report: the host's page-touch cost, and a warning when it is far above hardware's. */
function describePageTouch(micros) {
  const base = `a fresh 4 KiB page of memory costs this host ${micros} µs`;
  if (micros <= HARDWARE_PAGE_TOUCH_MICROS) return `${base} (hardware-like)`;
  return `${base}, where hardware charges under ${HARDWARE_PAGE_TOUCH_MICROS} µs; on a host at 12 to 16 µs an unchanged build has read 20 to 27 points lower (docs/decisions/006, session 10)`;
}

/** The CPU slowdown of this audit: LH_CPU_SLOWDOWN when set, else calibrated to the host. */
async function cpuThrottling(chromePort) {
  const forced = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
  if (forced !== undefined && !(forced >= 1))
    throw new Error(`LH_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.LH_CPU_SLOWDOWN}`);
  // Measured also when forced, so every report says what machine it ran on.
  const benchmark = await measureBenchmarkIndex(chromePort);
  return {
    benchmarkIndex: benchmark.median,
    benchmarkSamples: benchmark.samples,
    targetBenchmarkIndex: TARGET_BENCHMARK_INDEX,
    cpuSlowdown: forced ?? cpuSlowdownFor(benchmark.median),
    calibrated: forced === undefined,
    ...pageTouch(),
  };
}

/**
 * Warm the shop's caches once, so every audited run measures the steady state a shopper meets rather
 * than whichever run came first: each page is loaded once, in the audit's Chrome, on a phone-sized
 * screen like Lighthouse's (412 x 823 at 1.75x), which also has the image optimizer resize and store
 * the pictures that phone asks for. Without it the first run of a page could wait for fresh resizes
 * (the home page's first run here: LCP 3.5 s, the runs after it 2.3 to 2.7 s), measuring the
 * server's first visit instead of the page.
 */
function warmUp(chromePort, base, list) {
  return withAuditBrowser(chromePort, async (browser) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const [, pagePath] of list) await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await context.close();
  });
}

export async function auditPages(base, { runs = 3, pages } = {}) {
  const list = pages ?? (await auditedPages(base));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await warmUp(chrome.port, base, list);
    const throttling = await cpuThrottling(chrome.port);
    // Lighthouse's mobile settings with only the CPU multiplier changed (network: its Slow 4G).
    const config = {
      extends: 'lighthouse:default',
      settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: throttling.cpuSlowdown } },
    };
    const results = [];
    for (const [name, pagePath, options = {}] of list) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(options.noindex ? { skipAudits: ['is-crawlable'] } : {}),
      };
      const attempts = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await auditOnce(`${base}${pagePath}`, flags, config);
        const scores = Object.fromEntries(
          CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
        );
        attempts.push({
          page: name,
          path: pagePath,
          ...scores,
          lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          benchmark_index: Math.round(lhr.environment.benchmarkIndex),
          cpu_slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        });
      }
      // The metrics of the run with the median performance score; each category's score is its median over the runs
      // (an accessibility audit that caught the testimonial mid-fade in one run does not stand for the page).
      const median = [...attempts].sort((a, b) => a.performance - b.performance)[Math.floor(attempts.length / 2)];
      const categoryMedians = Object.fromEntries(
        CATEGORIES.map((key) => [key, medianOf(attempts.map((attempt) => attempt[key]))]),
      );
      results.push({
        ...median,
        ...categoryMedians,
        runs: attempts.map(({ performance, accessibility, lcp_ms, tbt_ms, benchmark_index }) => ({
          performance,
          accessibility,
          lcp_ms,
          tbt_ms,
          benchmark_index,
        })),
      });
    }
    return { throttling, results };
  } finally {
    await chrome.kill();
  }
}
