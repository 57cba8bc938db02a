#!/usr/bin/env bash
# npm run bench: @curbcut/core against plain objects and papaparse on 1,000,000 synthetic issue
# nodes, then the build report widget on the same dataset in Chromium, the embed script's size, and
# the website scanner against pa11y-ci on the demo site and the W3C BAD site, the PDF checker, the
# PDF page viewer in Chromium (tests/bench/pdfViewer), and
# the server section (scripts/bench-server.sh: dataset endpoints, and the server under load), and
# the first screen of each route group in Chromium (tests/bench/frontend: JavaScript before the first
# meaningful content, bytes on the wire, time to that content, against the single bundle of before).
# papaparse and pa11y-ci are peers for comparison only: installed into tests/bench/peers (git-ignored),
# never a workspace dependency. Extra arguments go to tests/bench/run.ts (e.g. --nodes 200000).
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm run bench -- --only pdf` runs the PDF checker section alone: no peers, no Chromium.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "pdf" ]; then
  exec node --import tsx --conditions=@curbcut/source tests/bench/run.ts "$@"
fi
# `npm run bench -- --only pdf-viewer` runs the PDF page viewer section (h) alone, in Chromium.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "pdf-viewer" ]; then
  bash scripts/ensure-chromium.sh
  exec node --import tsx --conditions=@curbcut/source tests/bench/run.ts "$@"
fi
# `npm run bench -- --only widget [--nodes N]` builds the synthetic dataset and runs section (c) alone.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "widget" ]; then
  bash scripts/ensure-chromium.sh
  exec node --import tsx --conditions=@curbcut/source --expose-gc tests/bench/run.ts "$@"
fi
# `npm run bench -- --only compare [--nodes N[,N] --runs R]` runs the compare section alone (issue 19).
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "compare" ]; then
  shift 2
  exec node --conditions=@curbcut/source --import tsx tests/bench/server/compare.ts "$@"
fi
# `npm run bench -- --only consolidate [--reports N --nodes N]` runs the consolidation of 20 reports
# alone (issue 20): core's merge of their stored datasets, then `GET /api/tests/consolidate` of a server.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "consolidate" ]; then
  shift 2
  node --conditions=@curbcut/source --import tsx tests/bench/consolidate.ts "$@"
  exec node --conditions=@curbcut/source --import tsx tests/bench/server/consolidate.ts "$@"
fi
# `npm run bench -- --only server [--nodes N --seconds T ...]` runs the server section alone.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "server" ]; then
  shift 2
  exec bash scripts/bench-server.sh "$@"
fi

# `npm run bench -- --only frontend [--runs N --baseline-dist DIR --save FILE]` runs the first-screen
# section alone: it builds the host app into a temporary directory and loads each route group cold.
if [ "${1:-}" = "--only" ] && [ "${2:-}" = "frontend" ]; then
  shift 2
  bash scripts/ensure-chromium.sh
  exec node --import tsx --conditions=@curbcut/source tests/bench/frontend/run.ts "$@"
fi

PEERS=tests/bench/peers
if [ ! -f "$PEERS/node_modules/papaparse/package.json" ] || [ ! -f "$PEERS/node_modules/pa11y-ci/package.json" ]; then
  mkdir -p "$PEERS"
  # Its own package.json keeps npm from treating the peers folder as part of the workspace.
  [ -f "$PEERS/package.json" ] || printf '{ "name": "curbcut-bench-peers", "private": true }\n' > "$PEERS/package.json"
  echo "Installing benchmark peers into $PEERS ..."
  # All peers in one command: with --no-save npm removes what an earlier install added.
  # pa11y-ci's puppeteer must not download a browser; the bench points it at /usr/bin/chromium.
  PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix "$PEERS" --no-save --no-audit --no-fund --no-package-lock papaparse@5 pa11y-ci@4.1
fi

# Section (c) drives Debian's Chromium; a fresh machine installs it first (about 35 s).
bash scripts/ensure-chromium.sh

# --expose-gc for clean memory baselines; the plain-object baseline holds 1M issues in the heap.
node --import tsx --conditions=@curbcut/source --expose-gc --max-old-space-size=8192 tests/bench/run.ts "$@"

# The first screen of each route group (section g); it takes only its own options.
node --import tsx --conditions=@curbcut/source tests/bench/frontend/run.ts

# The server section: its dataset endpoints and the server under load, on SQLite and PostgreSQL.
bash scripts/bench-server.sh "$@"

# The compare calls of two large builds (issue 19); it takes only its own options.
node --conditions=@curbcut/source --import tsx tests/bench/server/compare.ts

# The consolidation of 20 manual reports (issue 20): core's merge, then through a server.
node --conditions=@curbcut/source --import tsx tests/bench/consolidate.ts
node --conditions=@curbcut/source --import tsx tests/bench/server/consolidate.ts
