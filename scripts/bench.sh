#!/usr/bin/env bash
# npm run bench: @curbcut/core against plain objects and papaparse on 1,000,000 synthetic issue
# nodes, then the build report widget on the same dataset in Chromium and the embed script's size.
# papaparse is a peer for comparison only: installed into tests/bench/peers (git-ignored),
# never a workspace dependency. Extra arguments go to tests/bench/run.ts (e.g. --nodes 200000).
set -euo pipefail
cd "$(dirname "$0")/.."

PEERS=tests/bench/peers
if [ ! -f "$PEERS/node_modules/papaparse/package.json" ]; then
  mkdir -p "$PEERS"
  # Its own package.json keeps npm from treating the peers folder as part of the workspace.
  [ -f "$PEERS/package.json" ] || printf '{ "name": "curbcut-bench-peers", "private": true }\n' > "$PEERS/package.json"
  echo "Installing benchmark peers into $PEERS ..."
  npm install --prefix "$PEERS" --no-save --no-audit --no-fund --no-package-lock papaparse@5
fi

# Section (c) drives Debian's Chromium; a fresh machine installs it first (about 35 s).
bash scripts/ensure-chromium.sh

# --expose-gc for clean memory baselines; the plain-object baseline holds 1M issues in the heap.
exec node --import tsx --conditions=@curbcut/source --expose-gc --max-old-space-size=8192 tests/bench/run.ts "$@"
