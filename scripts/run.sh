#!/bin/bash
# Builds Ferz (installing missing Debian packages first) and starts it.
# Arguments are passed to ferz, e.g. scripts/run.sh --screenshot shot.png
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel "$(nproc)" --target ferz
exec build/app/ferz/ferz "$@"
