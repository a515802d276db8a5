#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package of this build into a scratch folder and has lintian check it; any
# error or warning fails. The package's control fields are printed for the test log.
#   checkdeb.sh BUILD_DIR SCRATCH_DIR
set -eu
build=$1 scratch=$2
rm -rf "$scratch"
mkdir -p "$scratch"
(cd "$build" && cpack -G DEB -B "$scratch" >"$scratch/cpack.log" 2>&1) || {
    cat "$scratch/cpack.log"
    exit 1
}
deb=$(ls "$scratch"/ferz_*.deb)
dpkg-deb --field "$deb"
lintian --fail-on error,warning "$deb"
