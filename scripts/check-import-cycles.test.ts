import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ES module script without type declarations
import { findClientZodChains, findImportCycles } from './check-import-cycles.mjs';

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

  it('finds a client module that loads zod through a value import, and names the chain', () => {
    const root = tree({
      'components/form.tsx':
        "'use client';\nimport { LIMIT } from '@/lib/contract/reviews';\nexport const f = LIMIT;\n",
      'lib/contract/reviews.ts':
        "import { z } from 'zod';\nexport { LIMIT } from './limits';\nexport const s = z.string();\n",
      'lib/contract/limits.ts': 'export const LIMIT = 3;\n',
      'components/server-part.tsx': "import { s } from '@/lib/contract/reviews';\nexport const p = s;\n",
    });
    expect(findClientZodChains(root)).toEqual([['components/form.tsx', 'lib/contract/reviews.ts']]);
  });

  it('lets a client module name types of a zod module, and load one lazily', () => {
    const root = tree({
      'a.tsx': "'use client';\nimport type { S } from './schemas';\nexport type A = S;\n",
      'b.tsx': "'use client';\nimport { type S, type T } from './schemas';\nexport type B = S | T;\n",
      'c.tsx': "'use client';\nexport const load = () => import('./schemas');\n",
      'schemas.ts':
        "import { z } from 'zod';\nexport const s = z.string();\nexport type S = string;\nexport type T = number;\n",
    });
    expect(findClientZodChains(root)).toEqual([]);
  });

  it('answers no client module loading zod for the shop itself', () => {
    expect(findClientZodChains(path.resolve(__dirname, '..'))).toEqual([]);
  });
});
