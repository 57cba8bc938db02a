#!/usr/bin/env bash
# End-to-end tests: Chromium present, host app built, then Playwright (which starts real servers
# from source itself). Extra arguments go to `playwright test`, e.g. a file or --grep.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)

bash scripts/ensure-chromium.sh
npm run build -w @curbcut/host-app
status=0
npx playwright test "$@" || status=$?

echo "e2e: $(( $(date +%s) - t0 ))s elapsed"
exit "$status"
