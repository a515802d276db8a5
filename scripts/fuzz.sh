#!/bin/bash
# Builds the libFuzzer targets with clang in build-fuzz/ and runs each for FUZZ_SECONDS (60 by
# default), seeded with the test data. Fails on any crash, hang (10 s per input), leak or
# sanitizer report. Installs clang and libclang-rt-14-dev (the fuzzer runtime) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}

scripts/deps.sh clang libclang-rt-14-dev

CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFERZ_FUZZ=ON \
    -DFERZ_SANITIZE=address,undefined >/dev/null
cmake --build build-fuzz --parallel 2 --target fuzz_fen fuzz_move fuzz_pgn

# Seeds: the PGN files, the FEN records of the test data, and FEN + move pairs.
seeds=build-fuzz/seeds
rm -rf "$seeds"
mkdir -p "$seeds/pgn" "$seeds/fen" "$seeds/move"
find tests/data/pgn -name '*.pgn' | while read -r f; do cp "$f" "$seeds/pgn/$(echo "$f" | tr / _)"; done
n=0
{ cut -d';' -f1 tests/data/perft/perftsuite.epd; cut -f2 tests/data/fen/kokopu-fens.csv | tail -n +2; } |
    while read -r fen; do
        n=$((n + 1))
        printf '%s' "$fen" > "$seeds/fen/$n"
        for move in e4 Nf3 O-O exd5 e8=Q Кf3 Cxe5 e2e4 0-0-0; do
            printf '%s\n%s' "$fen" "$move" > "$seeds/move/$n-$move"
        done
    done

status=0
for target in fen move pgn; do
    corpus=build-fuzz/corpus/$target
    mkdir -p "$corpus"
    echo "== fuzz_$target for ${seconds}s"
    if ! (cd build-fuzz && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            "fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            "corpus/$target" "seeds/$target" 2>&1 | tail -n 25); then
        status=1
    fi
    # The pipe hides the fuzzer's status: a crash leaves a crash-/timeout-/leak- file.
    if ls build-fuzz/crash-* build-fuzz/timeout-* build-fuzz/leak-* build-fuzz/oom-* >/dev/null 2>&1; then
        echo "fuzz_$target found a failure: see build-fuzz/"
        status=1
    fi
done
exit $status
