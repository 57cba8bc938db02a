#!/usr/bin/env bash
# `npm test`: typecheck, unit tests, the storage contract suite on SQLite and PostgreSQL, the tests
# that drive Chromium outside the host app (scanner, scan jobs), the multi-node deployment
# (PostgreSQL, Redis, two soketi nodes, nginx, two servers, two workers), and the end-to-end tests
# in Chromium.
# Each stage prints its elapsed time against its budget.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name="$1" budget="$2"; shift 2
  local t0=$(date +%s)
  echo "== $name (budget ${budget}s)"
  "$@"
  local took=$(( $(date +%s) - t0 ))
  echo "== $name: ${took}s of ${budget}s budget"
  if [ "$took" -gt "$budget" ]; then echo "warning: $name took longer than its budget" >&2; fi
}

stage typecheck 300 bash scripts/typecheck.sh
stage unit 300 npx vitest run --project unit --project unit-isolated
stage contract 360 bash scripts/test-contract.sh
stage browser 420 bash scripts/test-browser.sh
stage multinode 150 bash scripts/test-multinode.sh
stage e2e 900 bash scripts/test-e2e.sh
