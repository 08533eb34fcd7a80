/**
 * One table of a benchmark run, a row per budget of bench/budgets.json: the run's worst reading of it (the
 * highest for a ceiling, the lowest for a floor), what that reading was of, and the verdict. bench/run.ts
 * writes it to bench/results/budgets.md after every run; README's benchmark section is the table of the
 * latest full run (issue 32, item 6), and git keeps the earlier ones.
 *
 *   npx tsx bench/budget-table.ts    # the table of the results now in bench/results/
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetCheck } from './lib/types';

export interface BudgetFile {
  budgets: Record<string, number>;
  /** Budgets not met yet, each with the decision that explains why and the regression guard still enforced. */
  explained: Record<string, { guard: number; why: string }>;
  /** Budgets whose timing a quick run cannot measure steadily: reported there, enforced by the full run. */
  quick_reported_only?: { budgets: string[]; why: string };
}

type Verdict = 'ok' | 'FAIL' | { explained: string };

/** A check's verdict: met; short but within the guard its explanation sets (or reported only in a quick run); broken. */
export function verdict(result: BudgetCheck, file: BudgetFile, quick: boolean): Verdict {
  if (result.ok) return 'ok';
  const known = file.explained[result.budget];
  const withinGuard =
    known !== undefined && (result.kind === 'max' ? result.value <= known.guard : result.value >= known.guard);
  if (known && withinGuard) return { explained: known.why };
  const reportedOnly = file.quick_reported_only;
  if (quick && reportedOnly?.budgets.includes(result.budget))
    return { explained: `past the guard in a quick run, reported only: ${reportedOnly.why}` };
  return 'FAIL';
}

function worse(a: BudgetCheck, b: BudgetCheck): boolean {
  return a.kind === 'max' ? a.value > b.value : a.value < b.value;
}

/** The rows: budget, limit, worst reading, of what, how many readings, verdict (ok, short within guard N, FAIL). */
function budgetRows(checks: BudgetCheck[], file: BudgetFile, quick: boolean): string[][] {
  const worst = new Map<string, { check: BudgetCheck; count: number }>();
  for (const check of checks) {
    const kept = worst.get(check.budget);
    if (!kept) worst.set(check.budget, { check, count: 1 });
    else worst.set(check.budget, { check: worse(check, kept.check) ? check : kept.check, count: kept.count + 1 });
  }
  return Object.keys(file.budgets)
    .filter((budget) => worst.has(budget))
    .map((budget) => {
      const { check, count } = worst.get(budget) ?? { check: undefined, count: 0 };
      if (!check) return [];
      const v = verdict(check, file, quick);
      const guard = file.explained[budget]?.guard;
      const said =
        v === 'ok' ? 'ok' : v === 'FAIL' ? 'FAIL' : guard === undefined ? 'reported only' : `short, guard ${guard}`;
      return [
        `\`${budget}\``,
        `${check.kind === 'max' ? '≤' : '≥'} ${check.limit}`,
        `${check.value} ${check.unit}`.trim(),
        check.label,
        String(count),
        said,
      ];
    });
}

const BUDGET_COLUMNS = ['budget', 'goal', 'worst reading', 'of', 'readings', 'verdict'];

export function markdownTable(columns: string[], rows: (string | number)[][]): string {
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

/** The table of the results in `dir` (bench/results/{section}.json), with the run's date, kind and machine. */
export function budgetTableOf(dir: string, file: BudgetFile): string {
  const results = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {
          quick: boolean;
          machine: string;
          seconds: number;
          checks: BudgetCheck[];
        },
    );
  const quick = results.some((result) => result.quick);
  const machines = [...new Set(results.map((result) => result.machine))];
  const newest = Math.max(...fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).mtimeMs));
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  return [
    `${quick ? 'Quick' : 'Full'} run of ${new Date(newest).toISOString().slice(0, 10)}, ${results.length} sections in ` +
      `${Math.round(seconds / 60)} min on ${machines.join('; ')}.`,
    '',
    markdownTable(
      BUDGET_COLUMNS,
      budgetRows(
        results.flatMap((result) => result.checks),
        file,
        quick,
      ),
    ),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const file = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as BudgetFile;
  console.log(budgetTableOf(path.join('bench', 'results'), file));
}
