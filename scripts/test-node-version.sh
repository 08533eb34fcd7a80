#!/usr/bin/env bash
# Runs `npm test` (the Jest suite on SQLite, then the backend suite on
# PostgreSQL) under another Node.js major, without touching the Node this
# machine runs the shop with.
#
#   scripts/test-node-version.sh 24            # or 22, 26
#   scripts/test-node-version.sh 24 --fresh    # in a copy, after `npm ci` under that Node
#
# 1. `npm install node@<major>` in a scratch folder: the registry's node
#    package brings the real binary and its headers (nothing else is
#    downloaded, so it works offline except the npm registry).
# 2. From Node 24 the shop's SQLite driver is Node's own node:sqlite
#    (lib/server/db/sqlite-driver.ts, docs/decisions/028), and every other
#    native package here is Node-API, so `npm test` runs in this checkout with
#    its node_modules as they are. Below 24 the driver is better-sqlite3,
#    compiled per Node major: then (and with --fresh) a copy of the working
#    tree (tracked and untracked files, not ignored ones) gets `npm ci` under
#    that Node, with npm_config_nodedir pointing at its headers so
#    better-sqlite3 compiles for it offline, and `npm test` runs there.
#
# Settings: NODE_TEST_DIR (scratch root, default $TMPDIR/shop-node-test),
# KEEP_NODE_TEST_DIR=1 keeps the copy; TEST_DATABASE_URL / REQUIRE_POSTGRES
# pass through to `npm test`. NODE_TEST_SUITE=sqlite runs only the Jest suite
# on SQLite (`npm run test:sqlite`): what a Node line changes is the runtime and
# the SQLite driver; the PostgreSQL driver is plain JavaScript, tested on this
# machine's Node. NODE_TEST_SUITE=backend runs only Jest's backend project on
# SQLite, where the driver is (CI uses it to keep its time; docs/TESTING.md).
set -euo pipefail
major="${1:-24}"
[[ "$major" =~ ^[0-9]+$ ]] || { echo "usage: $0 <node major, e.g. 24> [--fresh]" >&2; exit 64; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
# The shop's own rule (lib/server/db/sqlite-driver.ts) names the driver a Node major runs.
driver_for() { (cd "$1" && node_modules/.bin/tsx -e "import { sqliteDriverFor } from './lib/server/db/sqlite-driver'; console.log(sqliteDriverFor('auto', '$2.0.0'))"); }
fresh=false
if [ "${2:-}" = "--fresh" ] || [ "$(driver_for "$repo" "$major")" = better-sqlite3 ]; then fresh=true; fi
root="${NODE_TEST_DIR:-${TMPDIR:-/tmp}/shop-node-test}"
runtime="$root/node$major"
copy="$root/shop-node$major"
started=$SECONDS

mkdir -p "$runtime"
if [ ! -f "$runtime/package.json" ]; then echo '{"private":true}' >"$runtime/package.json"; fi
echo "=== node@$major from the npm registry into $runtime"
npm install --prefix "$runtime" --no-audit --no-fund --no-save "node@$major" >/dev/null
arch="$(node -p 'process.arch')"
pkg="$runtime/node_modules/node/node_modules/node-linux-$arch"
[ -x "$pkg/bin/node" ] || { echo "node@$major brought no binary at $pkg/bin/node" >&2; exit 1; }
export PATH="$pkg/bin:$PATH"
export npm_config_nodedir="$pkg"
echo "node $(node --version), npm $(npm --version)"

workdir="$repo"
if [ "$fresh" = true ]; then
  echo "=== copy of the working tree into $copy"
  rm -rf "$copy"
  mkdir -p "$copy"
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard) | rsync -a --from0 --files-from=- "$repo/" "$copy/"
  workdir="$copy"
  cd "$workdir"
  echo "=== npm ci under node $(node --version) ($((SECONDS - started))s)"
  npm ci --no-audit --no-fund
else
  cd "$workdir"
  echo "=== in $workdir with its node_modules (SQLite through node:sqlite, nothing to compile)"
fi
node_driver="$(node_modules/.bin/tsx -e "
  import { openSqliteFile } from './lib/server/db/sqlite-driver';
  void openSqliteFile(':memory:').then((file) => { file.value('select 1'); file.close(); console.log(file.driver); });
")" || { echo "the shop's SQLite driver does not open a database under this Node" >&2; exit 1; }
echo "=== SQLite driver under node $(node --version): $node_driver"

suite="${NODE_TEST_SUITE:-all}"
command=(npm test)
if [ "$suite" = sqlite ]; then command=(npm run test:sqlite); fi
if [ "$suite" = backend ]; then command=(npx jest --selectProjects backend); fi
echo "=== ${command[*]} under node $(node --version) ($((SECONDS - started))s)"
status=0
"${command[@]}" || status=$?
echo "=== ${command[*]} under node $(node --version): exit $status after $((SECONDS - started))s"
cd "$repo"
if [ "$fresh" = true ] && [ "${KEEP_NODE_TEST_DIR:-}" != 1 ]; then rm -rf "$copy"; fi
exit "$status"
