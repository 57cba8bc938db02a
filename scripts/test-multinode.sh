#!/usr/bin/env bash
# The multi-node stage (tests/multinode): one PostgreSQL database, redis-server, two soketi nodes on
# its Redis adapter, two `curbcut serve` behind nginx, two `curbcut worker` and an S3 bucket (s3rver),
# as docs/operations.md "Running on several machines" describes. Installs Chromium, PostgreSQL,
# redis-server and nginx when missing (Debian packages). Extra arguments go to vitest. Prints the
# elapsed time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s.%N)
bash scripts/ensure-chromium.sh >&2
if [ -z "${CURBCUT_TEST_PG_URL:-}" ]; then
  CURBCUT_TEST_PG_URL="$(bash scripts/ensure-postgres.sh)"
fi
CURBCUT_TEST_REDIS_SERVER="$(bash scripts/ensure-redis.sh)"
CURBCUT_TEST_NGINX="$(bash scripts/ensure-nginx.sh)"
export CURBCUT_TEST_PG_URL CURBCUT_TEST_REDIS_SERVER CURBCUT_TEST_NGINX

status=0
npx vitest run --project multinode "$@" || status=$?

elapsed=$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
echo "multinode tests: finished in ${elapsed} s (exit ${status})"
exit "$status"
