#!/bin/bash
# Builds Ferz and runs every test (installing missing Debian packages first):
#   1. an optimised build, with the perft suites as deep as they go within 2e8 nodes a position;
#   2. a build under AddressSanitizer and UndefinedBehaviorSanitizer, with shallower perft;
#   3. the Debian package's build (code for any x86-64 processor), its tests and lintian on the
#      package (scripts/package.sh);
#   4. the libFuzzer targets (FEN, move and PGN readers), 45 seconds each (scripts/fuzz.sh);
#   5. the core's threaded tests under ThreadSanitizer (scripts/tsan.sh --core).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel "$jobs"
(cd build && ctest --no-tests=error --output-on-failure --parallel "$jobs")

# -g1: line tables for the sanitizers' stack traces, without the full debug information that
# makes this build a third slower to compile.
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DFERZ_SANITIZE=address,undefined -DFERZ_PERFT_NODE_LIMIT=3000000 >/dev/null
cmake --build build-sanitize --parallel "$jobs"
(cd build-sanitize && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --no-tests=error --output-on-failure --parallel "$jobs")

scripts/package.sh

scripts/fuzz.sh

scripts/tsan.sh --core
