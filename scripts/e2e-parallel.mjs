/**
 * `npm run e2e:parallel`: the Playwright suite split over several shards that run at once, each
 * against a server of its own (`npm start` on its own port, SQLite file, outbox and copy of the
 * build, whose cache holds pages and answers read from that database), so no shard sees another's
 * orders, stock or messages. Inside a shard the specs still run one at a time, as
 * `npm run e2e` does. The journeys spend most of their time waiting on a browser and a server, so
 * on a two-core machine two shards finish in well under the time of one (docs/TESTING.md).
 *
 * The spec files are dealt to the shards longest first (e2e/durations.json, seconds per spec
 * file, updated by `--record` from the run's own JSON reports); a spec not listed there counts
 * as the median.
 *
 *   node scripts/e2e-parallel.mjs [--shards N] [--record] [spec file ...] [-- <extra playwright arguments>]
 *
 * Settings: E2E_SHARDS (default 2), E2E_PORT (first shard's port, default 3200; shard i uses
 * E2E_PORT + 20 * i, and each spec's own servers are offset from that as before).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationsFile = path.join(root, 'e2e', 'durations.json');
const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

/** Deals weighted items to `count` bins, heaviest first into the lightest bin (LPT). */
export function dealLongestFirst(weights, count) {
  const bins = Array.from({ length: count }, () => ({ total: 0, items: [] }));
  const sorted = Object.entries(weights).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [item, weight] of sorted) {
    const lightest = bins.reduce((best, bin) => (bin.total < best.total ? bin : best));
    lightest.items.push(item);
    lightest.total += weight;
  }
  return bins;
}

/** Seconds per spec file from Playwright JSON reports (every attempt of every test counts). */
export function durationsFromReport(report) {
  const totals = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file ?? suite.file ?? '');
      for (const t of spec.tests ?? []) {
        for (const result of t.results ?? []) totals[file] = (totals[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return totals;
}

function parseArgs(argv) {
  const options = { shards: Number(process.env.E2E_SHARDS ?? 2), record: false, only: [], extra: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      options.extra = argv.slice(i + 1);
      break;
    }
    if (arg === '--shards') options.shards = Number(argv[++i]);
    else if (arg === '--record') options.record = true;
    else if (!arg.startsWith('-')) options.only.push(path.basename(arg));
    else throw new Error(`e2e-parallel: unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.shards) || options.shards < 1)
    throw new Error('e2e-parallel: --shards must be 1 or more');
  return options;
}

function specFiles() {
  return fs
    .readdirSync(path.join(root, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}

function weightsFor(files) {
  const known = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
  const values = files
    .map((file) => known[file])
    .filter((v) => typeof v === 'number')
    .sort((a, b) => a - b);
  const median = values.length ? values[Math.floor(values.length / 2)] : 1;
  return Object.fromEntries(files.map((file) => [file, typeof known[file] === 'number' ? known[file] : median]));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Playwright's file filter (a regular expression over the path) that matches this spec file and no other. */
export function specFilter(file) {
  return `[/\\\\]e2e[/\\\\]${escapeRegExp(file)}$`;
}

/**
 * The build for shard `index`: the first uses .next; the others a copy of it (the build's cache of
 * its own compiler left out), since Next keeps the pages and answers it caches from a database in there.
 */
function distDirFor(index) {
  if (index === 0) return '.next';
  const copy = `.next-e2e-shard-${index + 1}`;
  fs.rmSync(path.join(root, copy), { recursive: true, force: true });
  const skipped = ['cache/turbopack', 'cache/webpack'].map((dir) => path.join(root, '.next', dir));
  fs.cpSync(path.join(root, '.next'), path.join(root, copy), {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !skipped.some((dir) => source === dir || source.startsWith(`${dir}${path.sep}`)),
  });
  return copy;
}

function runShard(index, count, files, extra) {
  const port = Number(process.env.E2E_PORT ?? 3200) + 20 * index;
  const name = `shard-${index + 1}`;
  const sqlitePath = path.join('data', `e2e-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(root, `${sqlitePath}${suffix}`), { force: true });
  const distDir = distDirFor(index);
  const report = path.join(root, 'test-results', `${name}.json`);
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_SQLITE_PATH: sqlitePath,
    OUTBOX_DIR: path.join('data', `outbox-e2e-${name}`),
    NEXT_DIST_DIR: distDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  };
  const filters = files.map(specFilter);
  const args = [
    cli,
    'test',
    '--output',
    path.join('test-results', name),
    '--reporter',
    'list,json',
    ...filters,
    ...extra,
  ];
  const label = `[${name}/${count}]`;
  console.log(`${label} port ${port}, ${files.length} spec file(s): ${files.join(', ')}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${label} ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), report }));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  // One build for every shard: npm start builds only when none exists, and two at once would race.
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('e2e-parallel: no build found, building once for every shard');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const files = specFiles().filter((file) => options.only.length === 0 || options.only.includes(file));
  if (files.length === 0) throw new Error(`e2e-parallel: no spec file among ${options.only.join(', ')}`);
  const bins = dealLongestFirst(weightsFor(files), Math.min(options.shards, files.length));
  const results = await Promise.all(bins.map((bin, i) => runShard(i, bins.length, bin.items, options.extra)));

  const measured = {};
  for (const result of results) {
    if (!fs.existsSync(result.report)) continue;
    Object.assign(measured, durationsFromReport(JSON.parse(fs.readFileSync(result.report, 'utf8'))));
  }
  for (const [i, bin] of bins.entries()) {
    const seconds = bin.items.reduce((sum, file) => sum + (measured[file] ?? 0), 0);
    console.log(
      `e2e-parallel: shard ${i + 1}: expected ${Math.round(bin.total)} s of tests, took ${Math.round(seconds)} s`,
    );
  }
  if (options.record && Object.keys(measured).length) {
    // A run of some spec files updates theirs and keeps the rest, less any spec file since removed.
    const known = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
    const rounded = Object.fromEntries(
      Object.entries({ ...known, ...measured })
        .filter(([file]) => fs.existsSync(path.join(root, 'e2e', file)))
        .sort()
        .map(([file, s]) => [file, Math.round(s)]),
    );
    fs.writeFileSync(durationsFile, `${JSON.stringify(rounded, null, 2)}\n`);
    console.log(`e2e-parallel: wrote ${path.relative(root, durationsFile)}`);
  }
  for (const index of bins.keys()) {
    if (index > 0) fs.rmSync(path.join(root, `.next-e2e-shard-${index + 1}`), { recursive: true, force: true });
  }
  const failed = results.filter((result) => result.code !== 0);
  console.log(
    `e2e-parallel: ${results.length - failed.length} of ${results.length} shard(s) passed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
