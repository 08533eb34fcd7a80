/**
 * Generates every demo image referenced by lib/server/seed/demo-catalogue.ts
 * under public/ (products, blog, category tiles, banners).
 *
 *   npm run media:generate                     # only writes missing files
 *   npm run media:generate -- --force          # regenerates everything
 *   npm run media:generate -- --only=blog/     # only paths containing 'blog/'
 *   npm run media:generate -- --out /tmp/pub   # writes /tmp/pub/media/... instead of public/media/...
 *   MEDIA_CONCURRENCY=2 ...                    # parallel jobs (default 3)
 *
 * Images are procedurally drawn SVG textiles (block-print butis, dabu with
 * crackle, ajrakh stars, ikat with feathered edges, bandhani dots, leheriya
 * waves, kantha running stitch, mirror work...) rasterised with sharp, then
 * given a woven-cloth texture, lighting and (for drape shots) a fold
 * displacement before WebP encoding. Output is deterministic: everything is
 * seeded from the product code / file name, so the committed pictures can be
 * checked by regenerating them into --out and comparing bytes.
 *
 * Modules: art-direction (data), palette (cloth colours), patterns/ (one
 * painter per craft), silhouettes and compositions (whole pictures), plan
 * (one job per file), raster (the WebP writer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { planPictures, type Job } from './plan';

const REPO_ROOT = path.resolve(path.dirname(process.argv[1] ?? '.'), '../..');

interface Options {
  publicDir: string;
  force: boolean;
  only: string | undefined;
  concurrency: number;
}

function readOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const inline = argv.find((a) => a.startsWith(`${name}=`));
    if (inline) return inline.slice(name.length + 1);
    const at = argv.indexOf(name);
    if (at === -1) return undefined;
    const given = argv[at + 1];
    // Without this a bare `--out` would fall back to public/ and overwrite the committed pictures.
    if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a value`);
    return given;
  };
  const out = value('--out');
  const defaultPublic = path.join(
    fs.existsSync(path.join(REPO_ROOT, 'package.json')) ? REPO_ROOT : process.cwd(),
    'public',
  );
  return {
    publicDir: out === undefined ? defaultPublic : path.resolve(out),
    force: argv.includes('--force'),
    only: value('--only'),
    concurrency: Math.max(1, Number(process.env.MEDIA_CONCURRENCY ?? 3)),
  };
}

async function runPool(jobs: Job[], limit: number, publicDir: string): Promise<{ written: number; failed: string[] }> {
  let next = 0;
  let written = 0;
  const failed: string[] = [];
  async function worker() {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      try {
        await job.run(job.file);
        written++;
      } catch (err) {
        failed.push(`${path.relative(publicDir, job.file)}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return { written, failed };
}

function dirSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = dirSize(full);
      files += sub.files;
      bytes += sub.bytes;
    } else {
      files++;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

/** Relative to the working directory when inside it (public/media), else absolute. */
function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

async function main() {
  const started = Date.now();
  const { publicDir, force, only, concurrency } = readOptions(process.argv.slice(2));
  // A path referenced twice is generated once.
  const unique = [...new Map(planPictures(publicDir).map((j) => [j.file, j])).values()];
  const selected = only ? unique.filter((j) => j.file.includes(only)) : unique;
  const todo = force ? selected : selected.filter((j) => !fs.existsSync(j.file));
  const { written, failed } = await runPool(todo, concurrency, publicDir);
  const mediaDir = path.join(publicDir, 'media');
  const total = dirSize(mediaDir);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `generate-media: ${written} written, ${selected.length - todo.length} skipped (exist), ${failed.length} failed; ${shownPath(mediaDir)} holds ${total.files} files, ${(total.bytes / 1048576).toFixed(1)} MB; ${secs}s`,
  );
  if (failed.length) {
    for (const f of failed.slice(0, 20)) console.error('  failed:', f);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
