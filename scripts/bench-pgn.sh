#!/bin/bash
# Compares `ferz-cli pgn check` on one thread and on two with `pgn-extract -s -o /dev/null`
# validating the same large PGN file in one run: MB/s of each (wall clock, and CPU time for a
# loaded machine) beside their ratios, then shows that Ferz's peak memory stays flat when the file
# grows tenfold. Not a test: run it by hand.
#   scripts/bench-pgn.sh [SOURCE.pgn] [COPIES] [RUNS]
# SOURCE (default ../shared/data/bench/engine-games-3000.pgn) is repeated COPIES times (default
# 32, about 96 MB) for the comparison, and COPIES x 10 times for the memory check. Ferz on one
# thread and on two runs RUNS times each (default 5), in turns, and the fastest run of each
# counts: on a shared machine one run's ratio ranged from 1.59 to 2.30.
set -euo pipefail
cd "$(dirname "$0")/.."
source=${1:-../shared/data/bench/engine-games-3000.pgn}
copies=${2:-32}
runs=${3:-5}
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

# Runs a command under /usr/bin/time; prints "seconds cpu-seconds peak-kB".
measure() {
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>&1 || true
    awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$work/time"
}

games=$("$ferz" pgn check --threads 1 "$work/big.pgn" | tail -n 1 | sed 's/^games \([0-9]*\),.*/\1/')
# "seconds cpu-seconds" of the faster of two such pairs.
faster() { awk -v a="$1" -v b="$2" 'BEGIN { split(a, x, " "); split(b, y, " "); print (b == "" || x[1] <= y[1]) ? a : b }'; }
best1='' best2=''
for _ in $(seq "$runs"); do
    read -r seconds cpu ferzKb <<<"$(measure "$ferz" pgn check --threads 1 "$work/big.pgn")"
    best1=$(faster "$seconds $cpu" "$best1")
    cp "$work/out" "$work/out1"
    read -r seconds cpu ferz2Kb <<<"$(measure "$ferz" pgn check --threads 2 "$work/big.pgn")"
    best2=$(faster "$seconds $cpu" "$best2")
    cmp -s "$work/out1" "$work/out" || echo "the output on two threads differs from the output on one"
done
tail -n 1 "$work/out1"
read -r ferzSeconds ferzCpu <<<"$best1"
read -r ferz2Seconds ferz2Cpu <<<"$best2"
read -r extractSeconds extractCpu extractKb <<<"$(measure "$pgnextract" -s -o /dev/null "$work/big.pgn")"
read -r indexSeconds indexCpu _ <<<"$(measure "$ferz" pgn index "$work/big.pgn")"
read -r hugeSeconds _ hugeKb <<<"$(measure "$ferz" pgn check --threads 2 "$work/huge.pgn")"

bytes=$(stat -c %s "$work/big.pgn")
# MB/s by the clock and by CPU time (user + system; on two threads, the CPU time of both).
awk -v g="$games" -v b="$bytes" -v f="$ferzSeconds" -v fc="$ferzCpu" -v f2="$ferz2Seconds" -v f2c="$ferz2Cpu" \
    -v e="$extractSeconds" -v ec="$extractCpu" -v i="$indexSeconds" -v ic="$indexCpu" '
    function rate(s) { return s > 0 ? b / 1e6 / s : 0 }
    BEGIN {
        printf "file: %d games, %.1f MB\n", g, b / 1e6
        printf "%-31s %9s %9s %9s\n", "", "MB/s", "CPU MB/s", "seconds"
        printf "%-31s %9.1f %9.1f %9.2f\n", "ferz-cli pgn check, 1 thread", rate(f), rate(fc), f
        printf "%-31s %9.1f %9.1f %9.2f\n", "ferz-cli pgn check, 2 threads", rate(f2), rate(f2c), f2
        printf "%-31s %9.1f %9.1f %9.2f\n", "pgn-extract -s", rate(e), rate(ec), e
        printf "%-31s %9.1f %9.1f %9.2f\n", "ferz-cli pgn index (all cores)", rate(i), rate(ic), i
        printf "ratio to pgn-extract: %.2f on 1 thread, %.2f on 2 (by CPU time: %.2f)\n", e / f, e / f2, ec / fc
        printf "2 threads / 1 thread: %.2f\n", f / f2
    }'
echo "peak memory of ferz-cli pgn check: ${ferzKb} kB at 1x on 1 thread, ${ferz2Kb} kB on 2; ${hugeKb} kB at 10x on 2 ($(du -m "$work/huge.pgn" | cut -f1) MB, ${hugeSeconds} s)"
echo "peak memory of pgn-extract -s:     ${extractKb} kB at 1x"
