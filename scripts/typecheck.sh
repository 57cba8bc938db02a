#!/usr/bin/env bash
# Each package is checked with its own tsconfig (core's forbids DOM and Node types), then the tests
# and scripts with the root one. tsc is single-threaded: two run at a time, one per core of the
# machine CI uses; a failing project fails the script after every check has printed.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=(packages/core packages/client packages/widgets packages/embed packages/scanner packages/pdf packages/server packages/playwright packages/cli host-app .)
printf '%s\n' "${projects[@]}" | xargs -P 2 -I{} sh -c 'if out=$(npx tsc --noEmit -p "{}" 2>&1); then echo "typecheck {}: ok"; else echo "typecheck {}: failed"; echo "$out"; exit 1; fi'
