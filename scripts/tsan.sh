#!/bin/bash
# Builds the tests that run work on several threads under ThreadSanitizer (build-tsan/) and runs
# them: parallel PGN reading, the position search, the database and its import, the background
# job, and the window's database panel (searches, import, indexing). Fails on any reported race.
# Qt is not built with ThreadSanitizer, so the races it cannot see through Qt's own locks are
# suppressed in scripts/tsan.supp, each with the reason. With --core, only the tests of the core
# (no widget library to build under ThreadSanitizer: the run scripts/test.sh makes).
set -euo pipefail
cd "$(dirname "$0")/.."
tests=(tst_pgnparallel tst_positionsearch tst_gamedatabase tst_backgroundjob)
if [[ "${1:-}" != --core ]]; then
    tests+=(tst_database)
fi

cmake --preset tsan >/dev/null
cmake --build build-tsan --parallel "${TSAN_JOBS:-2}" --target "${tests[@]}"
regex=$(IFS='|'; echo "^(${tests[*]})\$")
(cd build-tsan && TSAN_OPTIONS="suppressions=$PWD/../scripts/tsan.supp halt_on_error=1 second_deadlock_stack=1" \
    ctest --no-tests=error --output-on-failure --parallel "${TSAN_JOBS:-2}" -R "$regex")
