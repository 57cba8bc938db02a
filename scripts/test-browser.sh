#!/usr/bin/env bash
# Tests that drive Chromium outside the host app: the scanner package and the server's scan jobs
# (SQLite and PostgreSQL, like the contract suite). Installs Chromium and PostgreSQL when missing.
# Extra arguments go to vitest (for example a file filter).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
if [ -z "${CURBCUT_TEST_PG_URL:-}" ]; then
  CURBCUT_TEST_PG_URL="$(bash scripts/ensure-postgres.sh)"
fi
export CURBCUT_TEST_PG_URL
npx vitest run --project browser --passWithNoTests "$@"
