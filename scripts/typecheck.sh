#!/usr/bin/env bash
# Each package is checked with its own tsconfig (core's forbids DOM and Node types), then the tests
# and scripts with the root one.
set -euo pipefail
cd "$(dirname "$0")/.."
for p in packages/core packages/client packages/widgets packages/embed packages/scanner packages/pdf packages/server packages/playwright packages/cli host-app; do
  echo "typecheck $p"
  npx tsc --noEmit -p "$p"
done
echo "typecheck tests and scripts"
npx tsc --noEmit -p tsconfig.json
