/**
 * What every benchmark section gives back to bench/run.ts, which prints the
 * tables, writes bench/results/{section}.json and summary.md, and exits 1 when
 * a budget check fails.
 */
export interface BudgetCheck {
  /** Key in bench/budgets.json this check compares against, e.g. 'search_p95_ms_at_100k'. */
  budget: string;
  /** What was measured, e.g. 'search p95 at 100,000 products (SQLite)'. */
  label: string;
  value: number;
  limit: number;
  /** 'max': value must be <= limit; 'min': value must be >= limit. */
  kind: 'max' | 'min';
  unit: string;
  ok: boolean;
}

export interface SectionTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface SectionResult {
  section: string;
  tables: SectionTable[];
  checks: BudgetCheck[];
  /** Facts worth keeping with the numbers (sizes, settings, skipped parts and why). */
  notes: string[];
  /** Anything else to keep in the JSON. */
  data?: unknown;
}

export interface BenchOptions {
  /** The quick variant for CI: small catalogue, short runs. */
  quick: boolean;
  /** PostgreSQL URL for the PostgreSQL half (a schema of its own is created and dropped), or null to skip it. */
  postgresUrl: string | null;
  budgets: Budgets;
}

export type Budgets = Record<string, number>;

export function check(
  budgets: Budgets,
  budget: string,
  label: string,
  value: number,
  kind: 'max' | 'min',
  unit: string,
): BudgetCheck {
  const limit = budgets[budget];
  if (limit === undefined) throw new Error(`bench/budgets.json has no '${budget}'`);
  const ok = kind === 'max' ? value <= limit : value >= limit;
  return { budget, label, value, limit, kind, unit, ok };
}
