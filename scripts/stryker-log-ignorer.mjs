/**
 * A Stryker ignorer (stryker.config.mjs): leaves out the mutants inside a call to the shop's log
 * (lib/server/log.ts: logInfo, logError, logFatal). A log line is for the people who run the shop,
 * not a rule of it: no test should fail because its wording or context changed, so each of those
 * mutants would only survive, and cost a test run. They are reported as "Ignored", outside the score.
 *
 * The plugin is written as the value `declareValuePlugin(PluginKind.Ignore, …)` of
 * @stryker-mutator/api would build, so the shop needs no direct dependency on that package.
 */

export const LOG_CALLS = new Set(['logInfo', 'logError', 'logFatal']);

export const strykerPlugins = [
  {
    kind: 'Ignore',
    name: 'shop-logs',
    value: {
      /** @param {{ node: { type: string, callee?: { type: string, name?: string } } }} path Babel's path of a node */
      shouldIgnore(path) {
        const node = path.node;
        // The call itself, wherever it stands: a statement, or the body of a `.catch((error) => logError(…))`.
        if (
          node.type === 'CallExpression' &&
          node.callee?.type === 'Identifier' &&
          LOG_CALLS.has(node.callee.name ?? '')
        )
          return 'A log line for the people who run the shop, not a rule (scripts/stryker-log-ignorer.mjs)';
        return undefined;
      },
    },
  },
];
