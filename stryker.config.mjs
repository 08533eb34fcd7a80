/**
 * Mutation testing (`npm run test:mutation`, docs/TESTING.md#mutation-testing): Stryker puts small
 * bugs into the rules that move money, stock and access, one at a time, and runs the backend tests
 * of that rule on SQLite. A bug no test notices is a survivor.
 *
 * The modules come in groups, each with the test files that test it: Stryker's Jest runner would
 * otherwise load every test file that imports a module, however indirectly (about 20 s a mutant
 * for lib/gst/credit.ts), where the group's own files take a second or two. scripts/mutation.mjs
 * runs one Stryker per group (MUTATION_GROUP picks it here) and adds up the score.
 *
 * Incremental: each group's results are kept in reports/mutation-<group>.json (committed), so a
 * run tests again only the mutants whose code or covering tests changed since.
 */
export const MUTATION_GROUPS = {
  gst: {
    mutate: ['lib/gst/tax.ts', 'lib/gst/credit.ts', 'lib/gst/documents.ts', 'lib/gst/gstin.ts'],
    tests: ['lib/gst/tax.test.ts', 'lib/gst/credit.test.ts', 'lib/gst/gstin.test.ts', 'lib/gst/states.test.ts'],
  },
  'tax-documents': {
    mutate: ['lib/server/services/tax/invoicing.ts', 'lib/server/services/tax/credit-notes.ts'],
    tests: ['lib/server/services/tax/invoicing.test.ts', 'app/api/order-tax-documents.test.ts'],
  },
  refunds: {
    mutate: [
      'lib/server/services/payments/refunds.ts',
      'lib/server/services/payments/refund-ledger.ts',
      'lib/server/services/payments/refund-provider.ts',
      'lib/server/services/payments/admin-refunds.ts',
    ],
    tests: [
      'lib/server/services/payments/refunds.test.ts',
      'app/api/admin-refunds.test.ts',
      'lib/server/services/fulfilment/order-steps.test.ts',
    ],
  },
  payments: {
    mutate: [
      'lib/server/services/payments/payment-settlement.ts',
      'lib/server/services/payments/payment-webhooks.ts',
      'lib/server/services/payments/payment-verification.ts',
      'lib/server/services/payments/payment-reconciliation.ts',
    ],
    tests: ['app/api/webhooks.test.ts', 'app/api/payments.test.ts', 'scripts/payments-reconcile.test.ts'],
  },
  fulfilment: {
    mutate: ['lib/server/services/fulfilment/fulfilment.ts'],
    tests: ['lib/server/services/fulfilment/order-steps.test.ts', 'app/api/admin-orders.test.ts'],
  },
  staff: {
    mutate: [
      'lib/server/services/staff/staff-auth.ts',
      'lib/server/services/staff/staff.ts',
      'lib/server/services/staff/roles.ts',
    ],
    tests: ['app/api/admin-auth.test.ts', 'app/api/admin-staff.test.ts', 'lib/server/services/staff/roles.test.ts'],
  },
  'cart-and-orders': {
    mutate: [
      'lib/server/services/cart/promo.ts',
      'lib/server/services/cart/admin-promos.ts',
      'lib/server/services/cart/cart.ts',
      'lib/server/services/orders/orders.ts',
    ],
    tests: [
      'lib/server/services/cart/promo.test.ts',
      'app/api/promo.test.ts',
      'app/api/admin-promos.test.ts',
      'app/api/cart.test.ts',
      'app/api/orders.test.ts',
      'lib/server/services/orders/checkout-load.test.ts',
    ],
  },
  outbox: {
    mutate: ['lib/server/services/messages/outbox.ts'],
    tests: ['lib/server/services/messages/outbox.test.ts', 'lib/server/services/messages/notifications.test.ts'],
  },
};

/**
 * The lowest score a run may reach, in percent (scripts/mutation.mjs): the score of the last full
 * run less 2; null until a full run has set it.
 */
export const MUTATION_BREAK = null;

/** Every mutated module, in group order. */
export const MUTATED_MODULES = Object.values(MUTATION_GROUPS).flatMap((group) => group.mutate);

const groupName = process.env.MUTATION_GROUP ?? 'gst';
const group = MUTATION_GROUPS[groupName];
if (!group) throw new Error(`MUTATION_GROUP ${groupName} is not one of ${Object.keys(MUTATION_GROUPS).join(', ')}`);

/** Stryker's options (stryker-mutator.io/docs/stryker-js/configuration) for the group MUTATION_GROUP names. */
const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.mutation.config.ts',
    // The group's own test files, not every file that imports the module.
    enableFindRelatedTests: false,
    config: { testMatch: group.tests.map((file) => `<rootDir>/${file}`) },
  },
  // Listed one by one (not '@stryker-mutator/*'): the shop's own ignorer replaces the default list.
  plugins: ['@stryker-mutator/jest-runner', '@stryker-mutator/typescript-checker', './scripts/stryker-log-ignorer.mjs'],
  // Calls to the shop's log are left out: wording for operators, not a rule (scripts/stryker-log-ignorer.mjs).
  ignorers: ['shop-logs'],
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: group.mutate,
  incremental: true,
  incrementalFile: `reports/mutation-${groupName}.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${groupName}.html` },
  jsonReporter: { fileName: `reports/mutation/${groupName}.json` },
  // The whole run's threshold is scripts/mutation.mjs's (MUTATION_BREAK); a group reports only.
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 30_000,
  ignorePatterns: [
    '.next',
    '.next-e2e-shard-*',
    'data',
    'test-results',
    'playwright-report',
    'coverage',
    'reports',
    'bench/results',
    'e2e',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
