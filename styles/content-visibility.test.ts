import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What the first paint skips (docs/decisions/006, session 17): content below the fold is
 * `content-visibility: auto`, so its style and layout wait until the shopper scrolls near it. A
 * skipped box without a placeholder height collapses to nothing, and the page grows and jumps as
 * the shopper scrolls; every such rule therefore gives `contain-intrinsic-block-size: auto <px>`
 * (`auto`: once shown, the browser remembers the real height).
 */
const root = path.join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(dir, name));
}

/** Innermost `selector { declarations }` blocks, with the file they are in. */
const rules = ['app', 'components', 'styles'].flatMap((dir) =>
  cssFiles(path.join(root, dir)).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/([^{}]+)\{([^{}]*)\}/g),
    ].map((match) => ({
      file: path.relative(root, file),
      selector: (match[1] ?? '').trim(),
      body: match[2] ?? '',
    })),
  ),
);

const skipped = rules.filter((rule) => /content-visibility:\s*auto/.test(rule.body));

describe('content skipped until the shopper scrolls near it', () => {
  it('is the footer, the home page bands after the first and the product cards after the first four', () => {
    expect(skipped.map(({ file, selector }) => `${file} ${selector}`).sort()).toEqual([
      'components/catalogue/product-grid.module.css .grid > li:nth-child(n + 5)',
      'components/home/home-section.module.css .section ~ .section',
      'components/layout/site-footer.module.css .footer',
    ]);
  });

  it('keeps a placeholder height for each, remembered once shown', () => {
    for (const rule of skipped)
      expect(`${rule.file} ${rule.selector}: ${/contain-intrinsic-block-size:\s*auto\s+\d+px/.test(rule.body)}`).toBe(
        `${rule.file} ${rule.selector}: true`,
      );
  });

  it('lays the cards out for real while the listing restores a scroll position', () => {
    expect(
      rules.some(
        (rule) =>
          rule.selector === ':global(html[data-restoring-scroll]) .grid > li' &&
          /content-visibility:\s*visible/.test(rule.body),
      ),
    ).toBe(true);
  });
});
