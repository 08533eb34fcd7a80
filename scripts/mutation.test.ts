import fs from 'node:fs';
import path from 'node:path';
import { MUTATED_MODULES, MUTATION_GROUPS } from '../stryker.config.mjs';
import { countMutants, mutationScore } from './mutation.mjs';

const root = path.join(__dirname, '..');

describe('mutation testing', () => {
  it('names modules and test files that exist, each module in one group only', () => {
    for (const group of Object.values(MUTATION_GROUPS)) {
      for (const file of [...group.mutate, ...group.tests]) expect(fs.existsSync(path.join(root, file))).toBe(true);
      for (const test of group.tests) expect(test).toMatch(/\.test\.ts$/);
    }
    expect(new Set(MUTATED_MODULES).size).toBe(MUTATED_MODULES.length);
  });

  it('scores (killed + timed out) over every mutant a test could have caught', () => {
    const mutants = (statuses: string[]) => statuses.map((status, id) => ({ id: String(id), status }));
    const report = {
      files: {
        'a.ts': { mutants: mutants(['Killed', 'Killed', 'Survived', 'CompileError']) },
        'b.ts': { mutants: mutants(['Timeout', 'NoCoverage', 'Ignored', 'Killed']) },
      },
    };
    const counts = countMutants(report);
    expect(counts).toEqual({ killed: 3, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 1 });
    expect(mutationScore(counts)).toBeCloseTo((100 * 4) / 6);
    expect(mutationScore(countMutants({ files: {} }))).toBeNull();
  });
});
