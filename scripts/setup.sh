#!/usr/bin/env bash
# Installs what the build and the tests need, on a fresh Debian 12 machine as root.
# Only what is missing is installed, so a second run takes a moment.
set -euo pipefail
cd "$(dirname "$0")/.."

# zopfli: packs the wasm module (scripts/core-packing.js).
# fonts-noto-cjk: the Japanese screenshots the browser tests save need a font with kana and kanji.
debian_packages=(cmake g++ clang clang-format libclang-rt-14-dev emscripten nlohmann-json3-dev libgtest-dev chromium fonts-noto-cjk zopfli)
missing=()
for p in "${debian_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: installing packages needs root (run as root, or: sudo apt-get install ${missing[*]})" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
