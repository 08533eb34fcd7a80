#!/usr/bin/env bash
# Runs `npm test` (the Jest suite on SQLite, then the backend suite on
# PostgreSQL) under another Node.js major, without touching this checkout's
# node_modules (built for the Node that runs the shop here).
#
#   scripts/test-node-version.sh 24            # or 22, 26
#
# 1. `npm install node@<major>` in a scratch folder: the registry's node
#    package brings the real binary and its headers (nothing else is
#    downloaded, so it works offline except the npm registry).
# 2. A copy of the working tree (tracked and untracked files, not ignored
#    ones) in a second scratch folder, where `npm ci` runs under that Node,
#    with npm_config_nodedir pointing at its headers so better-sqlite3
#    compiles for it offline.
# 3. `npm test` there under that Node; its exit code is this script's.
#
# Settings: NODE_TEST_DIR (scratch root, default $TMPDIR/shop-node-test),
# KEEP_NODE_TEST_DIR=1 keeps the copy; TEST_DATABASE_URL / REQUIRE_POSTGRES
# pass through to `npm test`. NODE_TEST_BETTER_SQLITE3=<version> installs
# that better-sqlite3 in the copy after `npm ci` (not saved): better-sqlite3
# 12 aborts on Node 24 when a statement is garbage-collected (Node 24's
# ObjectWrap asserts an environment; fixed in 13, which needs Node >= 22), so
# Node 24 is tested with 13 (docs/decisions/024).
set -euo pipefail
major="${1:-24}"
[[ "$major" =~ ^[0-9]+$ ]] || { echo "usage: $0 <node major, e.g. 24>" >&2; exit 64; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
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

echo "=== copy of the working tree into $copy"
rm -rf "$copy"
mkdir -p "$copy"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) | rsync -a --from0 --files-from=- "$repo/" "$copy/"

cd "$copy"
echo "=== npm ci under node $(node --version) ($((SECONDS - started))s)"
npm ci --no-audit --no-fund
if [ -n "${NODE_TEST_BETTER_SQLITE3:-}" ]; then
  echo "=== better-sqlite3 ${NODE_TEST_BETTER_SQLITE3} in the copy ($((SECONDS - started))s)"
  npm install --no-save --no-audit --no-fund "better-sqlite3@${NODE_TEST_BETTER_SQLITE3}"
fi
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" || { echo 'better-sqlite3 does not load under this Node' >&2; exit 1; }

echo "=== npm test under node $(node --version) ($((SECONDS - started))s)"
status=0
npm test || status=$?
echo "=== npm test under node $(node --version): exit $status after $((SECONDS - started))s"
cd "$repo"
if [ "${KEEP_NODE_TEST_DIR:-}" != 1 ]; then rm -rf "$copy"; fi
exit "$status"
