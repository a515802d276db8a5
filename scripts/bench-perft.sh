#!/bin/bash
# Move generation speed of Ferz beside Stockfish, in one run on the same positions:
# `ferz-cli perft` against Stockfish's `go perft` (Debian's stockfish package, installed when
# missing). Prints nodes per second of each and the ratio Ferz/Stockfish. Both count the last ply
# in bulk, and each program's start-up time is taken off.
# Usage: scripts/bench-perft.sh [ROUNDS] [CMAKE OPTIONS...]   (default 3; the best round of each counts)
# With options, Ferz is built with them in a folder of its own, e.g. `scripts/bench-perft.sh 3
# -DFERZ_PACKAGE=ON` measures the build that goes into the Debian package.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
shift || true
build=build
[ $# -eq 0 ] || build=build-bench-$(printf '%s' "$*" | tr -c 'A-Za-z0-9=_-' '_')

scripts/deps.sh bc
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target ferz-cli >/dev/null
ferz=$build/app/ferz-cli/ferz-cli
stockfish=/usr/games/stockfish

# FEN|depth: the start position, Kiwipete and positions 3 to 5 of the chessprogramming wiki.
positions=(
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|6"
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1|5"
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5"
)

now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc -l; }

# Starting a program is not move generation: each program's start-up time (Stockfish loads its
# network) is measured on an empty run and taken off every position's time.
startup() {
    local best=
    for ((i = 0; i < 3; ++i)); do
        local t0 t1 d
        t0=$(now); "$@" >/dev/null; t1=$(now)
        d=$(elapsed "$t0" "$t1")
        if [ -z "$best" ] || (($(echo "$d < $best" | bc -l))); then best=$d; fi
    done
    echo "$best"
}
ferz_startup=$(startup "$ferz" perft 0)
sf_startup=$(startup sh -c "printf 'uci\nisready\nquit\n' | $stockfish")
printf 'start-up: Ferz %.3f s, Stockfish %.3f s (taken off each position)\n' "$ferz_startup" "$sf_startup"

best_ferz= best_sf=
nodes_total=0
for ((r = 1; r <= rounds; ++r)); do
    ferz_time=0 sf_time=0 nodes_total=0
    for entry in "${positions[@]}"; do
        fen=${entry%|*} depth=${entry#*|}
        t0=$(now)
        ferz_nodes=$("$ferz" perft "$depth" "$fen" | tail -n 1)
        t1=$(now)
        sf_nodes=$(printf 'uci\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" | "$stockfish" \
            | sed -n 's/^Nodes searched: //p')
        t2=$(now)
        if [ "$ferz_nodes" != "$sf_nodes" ]; then
            echo "node counts differ on $fen depth $depth: Ferz $ferz_nodes, Stockfish $sf_nodes" >&2
            exit 1
        fi
        nodes_total=$((nodes_total + ferz_nodes))
        ferz_time=$(echo "$ferz_time + $(elapsed "$t0" "$t1") - $ferz_startup" | bc -l)
        sf_time=$(echo "$sf_time + $(elapsed "$t1" "$t2") - $sf_startup" | bc -l)
    done
    printf 'round %d: Ferz %.3f s, Stockfish %.3f s for %d nodes\n' "$r" "$ferz_time" "$sf_time" "$nodes_total"
    if [ -z "$best_ferz" ] || (($(echo "$ferz_time < $best_ferz" | bc -l))); then best_ferz=$ferz_time; fi
    if [ -z "$best_sf" ] || (($(echo "$sf_time < $best_sf" | bc -l))); then best_sf=$sf_time; fi
done

ferz_nps=$(echo "$nodes_total / $best_ferz" | bc -l)
sf_nps=$(echo "$nodes_total / $best_sf" | bc -l)
printf 'Ferz      %12.0f nodes/s\n' "$ferz_nps"
printf 'Stockfish %12.0f nodes/s\n' "$sf_nps"
printf 'ratio Ferz/Stockfish %.2f\n' "$(echo "$ferz_nps / $sf_nps" | bc -l)"
