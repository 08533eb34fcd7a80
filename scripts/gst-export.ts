/**
 * npm run gst:export -- --month 2026-11 [--out dir]
 *
 * Writes the month's GSTR-1 (issue 30, item 5): gstr1-YYYY-MM.json with every section and the reconciled
 * totals, and one CSV per section with the GST offline tool's headers (lib/server/services/tax/gstr1-csv.ts),
 * into --out (default gst-returns/YYYY-MM). The same figures as the back office's download. Exits 2 when the
 * totals do not reconcile (the differences are printed), so a scheduled run is noticed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getGstReturnQuery } from '../lib/contract/admin-gst-returns';
import { gstr1ForMonth } from '../lib/server/services/tax/gst-returns';
import { writeGstr1Files } from '../lib/server/services/tax/gstr1-csv';
import { runCommand } from '../lib/shop-process';

const USAGE = 'usage: npm run gst:export -- --month YYYY-MM [--out dir]';

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { month: { type: 'string' }, out: { type: 'string' } } });
  const parsed = getGstReturnQuery.safeParse({ month: values.month ?? '' });
  if (!parsed.success) throw new UsageError(`--month ${parsed.error.issues[0]?.message ?? 'is required'}\n${USAGE}`);
  const { month } = parsed.data;
  const directory = path.resolve(values.out ?? path.join('gst-returns', month));
  const gstr1 = await gstr1ForMonth(month);
  const files = await writeGstr1Files(gstr1, directory);
  const lines = [
    `gst:export: GSTR-1 of ${month} into ${directory}`,
    ...files.map((file) => `  ${path.basename(file)}`),
  ];
  for (const entry of gstr1.totals.by_currency)
    lines.push(
      `  ${entry.currency}: ${entry.invoices.count} invoices ${entry.invoices.value.toFixed(2)}, ` +
        `${entry.credit_notes.count} credit notes ${entry.credit_notes.value.toFixed(2)}, net ${entry.net.value.toFixed(2)}`,
    );
  lines.push(gstr1.totals.reconciled ? '  totals reconcile' : '  totals DO NOT reconcile:');
  lines.push(...gstr1.totals.differences.map((difference) => `    ${difference}`));
  console.log(lines.join('\n'));
  if (!gstr1.totals.reconciled) process.exitCode = 2;
}

class UsageError extends Error {}

runCommand(
  'gst:export',
  () => main(process.argv.slice(2)),
  (error) => (error instanceof UsageError ? error.message : null),
);
