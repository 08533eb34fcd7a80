/**
 * `npm run test:mutation`: Stryker over the groups of stryker.config.mjs, one run per group, then
 * the score of each and of the whole (docs/TESTING.md#mutation-testing).
 *
 *   node scripts/mutation.mjs [group ...]    # all groups, or those named
 *   node scripts/mutation.mjs --changed      # CI: only groups whose modules changed since their
 *                                            # results were last committed (reports/mutation-<group>.json)
 *
 * Score: (killed + timed out) / (killed + timed out + survived + not covered); mutants that do not
 * compile (the TypeScript checker) are left out, as Stryker does. The run fails when a group's Stryker
 * fails, or when the score of the groups run is under MUTATION_BREAK.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTATION_BREAK, MUTATION_GROUPS } from '../stryker.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Counts per status from a mutation-testing-report-schema JSON report. */
export function countMutants(report) {
  const counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  for (const file of Object.values(report.files ?? {})) {
    for (const mutant of file.mutants ?? []) {
      if (mutant.status === 'Killed') counts.killed += 1;
      else if (mutant.status === 'Timeout') counts.timeout += 1;
      else if (mutant.status === 'Survived') counts.survived += 1;
      else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
      else if (mutant.status === 'Ignored') counts.ignored += 1;
      else counts.errors += 1;
    }
  }
  return counts;
}

/** The mutation score in percent, or null when no mutant counts. */
export function mutationScore(counts) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : (100 * detected) / valid;
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** CI's choice: the groups with a committed baseline whose modules changed since it. */
function changedGroups() {
  const chosen = [];
  for (const [name, group] of Object.entries(MUTATION_GROUPS)) {
    const baseline = `reports/mutation-${name}.json`;
    const recordedAt = git('log', '-1', '--format=%H', '--', baseline);
    if (!recordedAt) {
      console.log(`mutation: ${name}: no committed results yet (${baseline}); measured by a full run only`);
      continue;
    }
    const changed = new Set(
      [
        ...git('diff', '--name-only', recordedAt, 'HEAD').split('\n'),
        ...git('diff', '--name-only', 'HEAD').split('\n'),
      ].filter(Boolean),
    );
    const touched = [...group.mutate, ...group.tests].filter((file) => changed.has(file));
    if (touched.length === 0) console.log(`mutation: ${name}: unchanged since ${recordedAt.slice(0, 12)}`);
    else {
      console.log(`mutation: ${name}: changed since ${recordedAt.slice(0, 12)}: ${touched.join(', ')}`);
      chosen.push(name);
    }
  }
  return chosen;
}

function main() {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => !arg.startsWith('--'));
  for (const name of named) {
    if (!MUTATION_GROUPS[name])
      throw new Error(`mutation: no group ${name} (${Object.keys(MUTATION_GROUPS).join(', ')})`);
  }
  const groups = args.includes('--changed') ? changedGroups() : named.length ? named : Object.keys(MUTATION_GROUPS);
  if (groups.length === 0) {
    console.log('mutation: nothing to test again');
    return;
  }
  const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
  const total = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  const rows = [];
  let failed = false;
  for (const name of groups) {
    const started = Date.now();
    console.log(`\nmutation: group ${name}`);
    const run = spawnSync(process.execPath, [stryker, 'run'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_GROUP: name },
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const reportFile = path.join(root, 'reports', 'mutation', `${name}.json`);
    if (run.status !== 0 || !fs.existsSync(reportFile)) {
      console.error(`mutation: group ${name}: Stryker failed (exit ${run.status})`);
      failed = true;
      continue;
    }
    const counts = countMutants(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    for (const key of Object.keys(total)) total[key] += counts[key];
    rows.push({ name, counts, seconds });
  }
  console.log('\n| Group | Killed | Timed out | Survived | Not covered | Score | Time |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const format = (score) => (score === null ? 'n/a' : `${score.toFixed(2)}%`);
  for (const { name, counts, seconds } of rows) {
    const { killed, timeout, survived, noCoverage } = counts;
    console.log(
      `| ${name} | ${killed} | ${timeout} | ${survived} | ${noCoverage} | ${format(mutationScore(counts))} | ${seconds} s |`,
    );
  }
  const score = mutationScore(total);
  console.log(
    `| all run | ${total.killed} | ${total.timeout} | ${total.survived} | ${total.noCoverage} | ${format(score)} | |`,
  );
  if (score !== null && MUTATION_BREAK !== null && score < MUTATION_BREAK) {
    console.error(`mutation: score ${format(score)} is under the break threshold ${MUTATION_BREAK}%`);
    failed = true;
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
