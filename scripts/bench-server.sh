#!/usr/bin/env bash
# The server's dataset endpoints on a seeded SQLite report of 1,000,000 issues: seed time, first
# (build + store) and cached dataset requests, string slices near the first and last row, peak RSS.
# Extra arguments go to tests/bench/server/run.ts (e.g. --nodes 100000 for a quick run).
set -euo pipefail
cd "$(dirname "$0")/.."

# --expose-gc so each phase's peak RSS starts from a collected heap.
exec node --conditions=@curbcut/source --import tsx --expose-gc tests/bench/server/run.ts "$@"
