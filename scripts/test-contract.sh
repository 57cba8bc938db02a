#!/usr/bin/env bash
# Runs the contract suite (tests/contract) on SQLite and on PostgreSQL. Uses CURBCUT_TEST_PG_URL when
# set; otherwise prepares a local PostgreSQL with scripts/ensure-postgres.sh. Extra arguments go to
# vitest (for example a file filter). Prints the elapsed time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s.%N)
if [ -z "${CURBCUT_TEST_PG_URL:-}" ]; then
  CURBCUT_TEST_PG_URL="$(bash scripts/ensure-postgres.sh)"
fi
export CURBCUT_TEST_PG_URL
echo "contract tests: SQLite and PostgreSQL at ${CURBCUT_TEST_PG_URL%%://*}://...@${CURBCUT_TEST_PG_URL##*@}"

status=0
npx vitest run --project contract "$@" || status=$?

elapsed=$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
echo "contract tests: finished in ${elapsed} s (exit ${status})"
exit "$status"
