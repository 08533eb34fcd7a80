import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from './compile-hints.mjs';

/** A build directory as next build leaves it: prerendered pages under server/app, chunks under static/chunks. */
function fakeBuild(pages: Record<string, string>, chunks: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [page, html] of Object.entries(pages)) {
    const file = path.join(dist, 'server', 'app', page);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [chunk, source] of Object.entries(chunks))
    fs.writeFileSync(path.join(dist, 'static', 'chunks', chunk), source);
  return dist;
}

const read = (dist: string, chunk: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', chunk), 'utf8');

describe('firstLoadChunks', () => {
  it("takes the pages' chunk scripts, not the noModule polyfill, inline scripts or other files", () => {
    const html =
      '<head><link rel="preload" as="script" href="/_next/static/chunks/preload-only.js"/>' +
      '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
      '<script id="currency-first-paint">document.documentElement.dataset.currency="INR"</script>' +
      '<script type="application/ld+json">{}</script></head><body>' +
      '<script src="/_next/static/chunks/app.js" async=""></script><script src="/media/other.js"></script></body>';
    expect([...firstLoadChunks(html)]).toEqual(['static/chunks/runtime.js', 'static/chunks/app.js']);
  });
});

describe('addCompileHints', () => {
  it('marks every chunk a prerendered page loads, once, and leaves the others and the polyfill alone', () => {
    const page = (chunks: string[]) =>
      chunks.map((chunk) => `<script src="/_next/static/chunks/${chunk}" async=""></script>`).join('') +
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>';
    const dist = fakeBuild(
      {
        'index.html': page(['runtime.js', 'react.js']),
        'blog/12.html': page(['runtime.js', 'blog.js']),
        'index.rsc': 'not a page',
      },
      {
        'runtime.js': 'runtime()',
        'react.js': 'react()',
        'blog.js': 'blog()',
        'polyfill.js': 'polyfill()',
        'admin.js': 'admin()',
      },
    );
    try {
      expect(addCompileHints(dist)).toEqual({
        marked: ['static/chunks/blog.js', 'static/chunks/react.js', 'static/chunks/runtime.js'],
        already: [],
      });
      expect(read(dist, 'runtime.js')).toBe(`${COMPILE_HINT}runtime()`);
      expect(read(dist, 'blog.js')).toBe(`${COMPILE_HINT}blog()`);
      expect(read(dist, 'polyfill.js')).toBe('polyfill()');
      expect(read(dist, 'admin.js')).toBe('admin()');

      // A second run (npm start after npm run build) changes nothing.
      expect(addCompileHints(dist)).toEqual({
        marked: [],
        already: ['static/chunks/blog.js', 'static/chunks/react.js', 'static/chunks/runtime.js'],
      });
      expect(read(dist, 'react.js')).toBe(`${COMPILE_HINT}react()`);
      expect(fs.readdirSync(path.join(dist, 'static', 'chunks')).sort()).toEqual([
        'admin.js',
        'blog.js',
        'polyfill.js',
        'react.js',
        'runtime.js',
      ]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('stops on a page that loads a chunk the build does not have, on pages that name no chunk, and on a missing build', () => {
    const dist = fakeBuild({ 'index.html': '<script src="/_next/static/chunks/gone.js" async=""></script>' }, {});
    const shapeless = fakeBuild(
      { 'index.html': '<script src=/_next/static/chunks/runtime.js async></script>' },
      { 'runtime.js': 'runtime()' },
    );
    try {
      expect(() => addCompileHints(dist)).toThrow(
        'static/chunks/gone.js is in a prerendered page but not in the build',
      );
      expect(() => addCompileHints(shapeless)).toThrow('names a script chunk');
      expect(read(shapeless, 'runtime.js')).toBe('runtime()');
      expect(() => addCompileHints(path.join(dist, 'nothing-here'))).toThrow('no build');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(shapeless, { recursive: true, force: true });
    }
  });
});
