#!/bin/bash
# Builds the Debian package of Ferz (installing missing Debian packages first): a build for any
# x86-64 processor in build-package/ (-DFERZ_PACKAGE=ON), its tests (lintian on the package among
# them), then build-package/ferz_VERSION_amd64.deb. Install that with
#   sudo apt-get install ./build-package/ferz_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DFERZ_PACKAGE=ON >/dev/null
cmake --build build-package --parallel "$jobs"
# The long tests ran in the two builds before this one; of them only perft depends on the code the
# compiler makes for any processor (the move counting with and without POPCNT), so only perft runs
# again.
(cd build-package && ctest --no-tests=error --output-on-failure --parallel "$jobs" -LE slow)
(cd build-package && ctest --no-tests=error --output-on-failure -R '^tst_perft$')
(cd build-package && cpack -G DEB)
