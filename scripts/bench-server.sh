#!/usr/bin/env bash
# The server's benchmarks, `npm run bench`'s server section (alone: `npm run bench -- --only server`):
#  1. the dataset endpoints on a seeded SQLite report of 1,000,000 issues: seed time, first (build +
#     store) and cached dataset requests, string slices near the first and last row, peak RSS
#     (tests/bench/server/run.ts);
#  2. the server under load on SQLite and PostgreSQL, with autocannon: overview reads of that large
#     build, health and small reads beside dataset readers, other users beside a sign-in flood
#     (tests/bench/server/load.ts; PostgreSQL from scripts/ensure-postgres.sh).
# Options: --nodes N (both), --seconds T and --dialect sqlite|postgres (load), --save / --compare FILE
# (load: keep the figures, or print ratios to a saved run). --load runs part 2 alone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each part takes the options it knows and ignores the rest (npm run bench passes its own too).
only_load=false
dataset_args=()
load_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --load) only_load=true; shift ;;
    --nodes|--seed) dataset_args+=("$1" "$2"); load_args+=("$1" "$2"); shift 2 ;;
    --runs) dataset_args+=("$1" "$2"); shift 2 ;;
    --keep) dataset_args+=("$1"); shift ;;
    --seconds|--dialect|--save|--compare) load_args+=("$1" "$2"); shift 2 ;;
    *) shift ;;
  esac
done

# --expose-gc so each phase's peak RSS starts from a collected heap.
run=(node --conditions=@curbcut/source --import tsx --expose-gc)
if [ "$only_load" = false ]; then
  "${run[@]}" tests/bench/server/run.ts "${dataset_args[@]}"
fi
"${run[@]}" tests/bench/server/load.ts "${load_args[@]}"
