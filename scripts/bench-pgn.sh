#!/bin/bash
# Compares `ferz-cli pgn check` on one thread and on two with `pgn-extract -s -o /dev/null`
# validating the same large PGN file in one run (games per second of each and their ratios), then
# shows that Ferz's peak memory stays flat when the file grows tenfold. Not a test: run it by hand.
#   scripts/bench-pgn.sh [SOURCE.pgn] [COPIES]
# SOURCE (default ../shared/data/bench/engine-games-3000.pgn) is repeated COPIES times (default
# 10, about 30 MB) for the comparison, and COPIES x 10 times for the memory check.
set -euo pipefail
cd "$(dirname "$0")/.."
source=${1:-../shared/data/bench/engine-games-3000.pgn}
copies=${2:-10}
ferz=build/app/ferz-cli/ferz-cli
pgnextract=/usr/games/pgn-extract

scripts/deps.sh pgn-extract time
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2 --target ferz-cli >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repeat() { for _ in $(seq "$2"); do cat "$1"; echo; done > "$3"; }
repeat "$source" "$copies" "$work/big.pgn"
repeat "$work/big.pgn" 10 "$work/huge.pgn"

# Runs a command under /usr/bin/time; prints "seconds peak-kB".
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>&1 || true
    cat "$work/time"
}

games=$("$ferz" pgn check --threads 1 "$work/big.pgn" | tail -n 1 | sed 's/^games \([0-9]*\),.*/\1/')
read -r ferzSeconds ferzKb <<<"$(measure "$ferz" pgn check --threads 1 "$work/big.pgn")"
tail -n 1 "$work/out"
cp "$work/out" "$work/out1"
read -r ferz2Seconds ferz2Kb <<<"$(measure "$ferz" pgn check --threads 2 "$work/big.pgn")"
cmp -s "$work/out1" "$work/out" || echo "the output on two threads differs from the output on one"
read -r extractSeconds extractKb <<<"$(measure "$pgnextract" -s -o /dev/null "$work/big.pgn")"
read -r hugeSeconds hugeKb <<<"$(measure "$ferz" pgn check --threads 2 "$work/huge.pgn")"

size=$(du -m "$work/big.pgn" | cut -f1)
awk -v g="$games" -v f="$ferzSeconds" -v f2="$ferz2Seconds" -v e="$extractSeconds" -v mb="$size" \
    'BEGIN { printf "file: %d games, %d MB\nferz-cli pgn check, 1 thread:  %.0f games/s (%.2f s)\nferz-cli pgn check, 2 threads: %.0f games/s (%.2f s)\npgn-extract -s:                %.0f games/s (%.2f s)\nratio (Ferz / pgn-extract): %.2f on 1 thread, %.2f on 2\n", g, mb, g / f, f, g / f2, f2, g / e, e, e / f, e / f2 }'
echo "peak memory of ferz-cli pgn check: ${ferzKb} kB at 1x on 1 thread, ${ferz2Kb} kB on 2; ${hugeKb} kB at 10x on 2 ($(du -m "$work/huge.pgn" | cut -f1) MB, ${hugeSeconds} s)"
echo "peak memory of pgn-extract -s:     ${extractKb} kB at 1x"
