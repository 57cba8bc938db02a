#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the browser the e2e tests, the scanner and
# the Playwright SDK drive). Playwright's own browser download does not work on this kind of
# machine, so it is never used.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "Chromium is missing: installing Debian's chromium package (about 35 s)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: /usr/bin/chromium is missing and this user cannot install packages; run as root: apt-get install -y chromium" >&2
    exit 1
  fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
if [ ! -x /usr/bin/chromium ]; then
  echo "error: apt-get installed chromium but /usr/bin/chromium is still missing" >&2
  exit 1
fi
echo "Installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium)"
