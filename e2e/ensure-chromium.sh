#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: CHROMIUM_PATH, else Debian's at /usr/bin/chromium.
# When it is missing and we are root with apt-get, installs Debian's package (as .ci/run does);
# otherwise stops with the command to run. Prints one line saying what it does.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  echo "Browser tests: using Chromium at $chromium"
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "Browser tests: no Chromium at CHROMIUM_PATH=$CHROMIUM_PATH; point it at a Chromium or unset it to use Debian's /usr/bin/chromium" >&2
  exit 1
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Browser tests: no Chromium at $chromium, installing Debian's package (apt-get install -y chromium)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] || { echo "Browser tests: apt-get installed chromium but $chromium is still missing" >&2; exit 1; }
  exit 0
fi

echo "Browser tests: no Chromium at $chromium; install it with 'sudo apt-get install -y chromium' (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary" >&2
exit 1
