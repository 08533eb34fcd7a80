import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ES module script without type declarations
import { findImportCycles } from './check-import-cycles.mjs';

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('scripts/check-import-cycles.mjs (npm run lint)', () => {
  it('finds a circle through a relative import, an @/ import and a dynamic import', () => {
    const root = tree({
      'lib/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'lib/b.ts': "import { c } from '@/lib/deep/c';\nexport const b = c;\n",
      'lib/deep/c.ts': "export async function c() { return import('../a'); }\n",
    });
    expect(findImportCycles(root)).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/deep/c.ts', 'lib/a.ts']]);
  });

  it('counts a type-only import, and ignores packages and imports written in comments', () => {
    const root = tree({
      'x.ts': "import type { Y } from './y';\nimport { z } from 'zod';\nexport type X = Y;\n",
      'y.ts':
        "// import { x } from './x';\n/* import('./x') */\nimport type { X } from './x';\nexport type Y = X | number;\n",
      'w.ts': "import { x } from './x';\n",
    });
    expect(findImportCycles(root)).toEqual([['x.ts', 'y.ts', 'x.ts']]);
  });

  it('answers no circle for the shop itself', () => {
    expect(findImportCycles(path.resolve(__dirname, '..'))).toEqual([]);
  });
});
