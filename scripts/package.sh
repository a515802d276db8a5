#!/bin/bash
# Builds the Debian package of Ferz (installing missing Debian packages first): a build for any
# x86-64 processor in build-package/ (-DFERZ_PACKAGE=ON), every test run on it (lintian on the
# package among them), then build-package/ferz_VERSION_amd64.deb. Install that with
#   sudo apt-get install ./build-package/ferz_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)

cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DFERZ_PACKAGE=ON >/dev/null
cmake --build build-package --parallel "$jobs"
(cd build-package && ctest --no-tests=error --output-on-failure --parallel "$jobs")
(cd build-package && cpack -G DEB)
