#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and serves dist/ on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
exec node scripts/serve.js "$@"
