#!/usr/bin/env bash
# Installs what `npm test` needs besides node_modules: a Chromium and its headless shell for Playwright, and
# hunspell with the Hungarian dictionary for the spell-check. On Debian/Ubuntu it uses apt (as root or with sudo);
# elsewhere it falls back to Playwright's own Chromium and says how to get hunspell.
set -euo pipefail

packages=()
if [ -z "${CHROMIUM_PATH:-}" ]; then
  # The whole browser (the benchmark) and its headless shell (the e2e tests: scripts/chromium.mjs).
  [ -x /usr/bin/chromium ] || packages+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
fi
if ! command -v hunspell >/dev/null 2>&1 || [ ! -f /usr/share/hunspell/hu_HU.dic ]; then
  packages+=(hunspell hunspell-hu)
fi
[ ${#packages[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && sudo="sudo -n"
if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; }; then
  echo "Installing ${packages[*]} with apt-get"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  exit 0
fi

if [[ " ${packages[*]} " == *" chromium "* ]]; then
  npx playwright install chromium
fi
if [[ " ${packages[*]} " == *" hunspell "* ]] && ! command -v hunspell >/dev/null 2>&1; then
  echo "The spell-check needs hunspell with a Hungarian dictionary (Debian: apt-get install hunspell hunspell-hu;" >&2
  echo "macOS: brew install hunspell, plus hu_HU.aff/hu_HU.dic in ~/Library/Spelling)." >&2
  exit 1
fi
