#!/bin/sh
# Runs a test command with FERZ_FULL_DISK naming an empty 2 MB tmpfs of its own, which the test
# fills to the last byte: the real "No space left on device" of a full disk, not a simulation.
# The mount lives in a private mount namespace (unshare), so it vanishes with the test even when
# the test crashes; a user who is not root gets one through a user namespace.
set -eu
if [ -z "${FERZ_FULL_DISK_NAMESPACE:-}" ]; then
    export FERZ_FULL_DISK_NAMESPACE=1
    if [ "$(id -u)" -eq 0 ]; then
        exec unshare --mount --propagation private sh "$0" "$@"
    fi
    exec unshare --map-root-user --mount --propagation private sh "$0" "$@"
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/ferz-full-disk.XXXXXX")
mount -t tmpfs -o size=2m ferz-full-disk "$dir"
status=0
FERZ_FULL_DISK=$dir "$@" || status=$?
umount "$dir"
rmdir "$dir"
exit $status
