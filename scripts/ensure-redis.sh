#!/usr/bin/env bash
# Makes redis-server available for the tests that need one and prints its path on stdout (progress
# goes to stderr). Installs Debian's redis-server package when the binary is missing; the tests start
# their own throwaway instance on a free port (no persistence), so the Debian service is stopped and
# disabled again right after the install. Needs root on a fresh machine; idempotent.
set -euo pipefail

log() { echo "ensure-redis: $*" >&2; }

if ! command -v redis-server >/dev/null 2>&1; then
  log "redis-server is not installed; installing Debian's redis-server package"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server >&2
  # The package starts a system instance on port 6379 where a service manager runs; the tests do
  # not use it. Without systemd (containers) there is none to stop.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-system-running >/dev/null 2>&1; then
    systemctl disable --now redis-server >&2 || true
  fi
fi

command -v redis-server
