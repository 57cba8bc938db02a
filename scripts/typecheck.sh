#!/usr/bin/env bash
# Each package is checked with its own tsconfig (core's forbids DOM and Node types), and the tests
# and scripts with the root one. tsc is single-threaded: two run at a time, one per core of the
# machine CI uses; a failing project fails the script after every check has printed. Largest first
# (by the files each one checks: the root's tests reach almost every package), so the last check to
# start is a small one and neither core idles long at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=(. packages/cli packages/server host-app packages/widgets packages/playwright packages/scanner packages/client packages/embed packages/pdf packages/core)
printf '%s\n' "${projects[@]}" | xargs -P 2 -I{} sh -c 'if out=$(npx tsc --noEmit -p "{}" 2>&1); then echo "typecheck {}: ok"; else echo "typecheck {}: failed"; echo "$out"; exit 1; fi'
