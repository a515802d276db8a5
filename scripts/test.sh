#!/bin/bash
# Builds Ferz and runs every test (installing missing Debian packages first):
#   1. the Debian package's build: optimised, for any x86-64 processor, with Debian's hardening
#      flags, with the perft suites as deep as they go within 2e8 nodes a position; it runs the
#      whole suite, the checks of the installed files and lintian on the package among it;
#   2. a build under AddressSanitizer and UndefinedBehaviorSanitizer, with shallower perft;
#   3. the package itself, from the first build (as scripts/package.sh makes it, whose tests the
#      first build's suite has run);
#   4. the libFuzzer targets (FEN, move, PGN and database chunk readers), 45 seconds each, one
#      a processor at a time (scripts/fuzz.sh);
#   5. the core's threaded tests under ThreadSanitizer (scripts/tsan.sh --core).
# scripts/run.sh's build for this processor (build/) is not among them: it differs from the first
# in -march=native, the hardening flags and the install folder, and a third build from scratch
# would cost CI a quarter of its time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DFERZ_PACKAGE=ON -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
cmake --build build-package --parallel "$jobs"
(cd build-package && ctest --no-tests=error --output-on-failure --parallel "$jobs")

# -g1: line tables for the sanitizers' stack traces, without the full debug information that
# makes this build a third slower to compile.
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DFERZ_SANITIZE=address,undefined -DFERZ_PERFT_NODE_LIMIT=3000000 >/dev/null
cmake --build build-sanitize --parallel "$jobs"
(cd build-sanitize && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --no-tests=error --output-on-failure --parallel "$jobs")

(cd build-package && cpack -G DEB)

scripts/fuzz.sh

scripts/tsan.sh --core
