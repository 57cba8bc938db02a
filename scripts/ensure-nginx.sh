#!/usr/bin/env bash
# Makes nginx available for the tests that need a reverse proxy and prints its path on stdout
# (progress goes to stderr). Installs Debian's nginx-light package (falling back to nginx) when the
# binary is missing; the tests run their own instance with a generated configuration on a free port,
# so the Debian service is stopped and disabled again right after the install. Needs root on a fresh
# machine; idempotent.
set -euo pipefail

log() { echo "ensure-nginx: $*" >&2; }

find_nginx() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }

if [ -z "$(find_nginx || true)" ]; then
  log "nginx is not installed; installing Debian's nginx-light package"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y nginx-light >&2 ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y nginx >&2
  # The package starts a system instance on port 80 where a service manager runs; the tests do not
  # use it. Without systemd (containers) there is none to stop.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-system-running >/dev/null 2>&1; then
    systemctl disable --now nginx >&2 || true
  fi
fi

find_nginx
