#!/bin/bash
# Builds the Debian package of Ferz (installing missing Debian packages first): a build for any
# x86-64 processor in build-package/ (-DFERZ_PACKAGE=ON), perft and the package's checks (lintian
# among them), then build-package/ferz_VERSION_amd64.deb. Install that with
#   sudo apt-get install ./build-package/ferz_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

# Run alone, this makes what the package installs and perft only (installing builds nothing more:
# no "all" before it): of the tests, only perft depends on the code the compiler makes for any
# processor (the move counting with and without POPCNT). It runs perft and the checks of the
# installed files and of the package. scripts/test.sh has built and tested all of this folder first.
cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DFERZ_PACKAGE=ON -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
cmake --build build-package --parallel "$jobs" --target ferz ferz-cli ferz_icon ferz_manuals tst_perft
(cd build-package && ctest --no-tests=error --output-on-failure -R '^(tst_perft|package_install|package_deb)$')
(cd build-package && cpack -G DEB)
