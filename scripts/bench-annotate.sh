#!/bin/bash
# Times `ferz-cli annotate` on a 40-move game at a fixed depth beside the engine alone doing the
# same searches in one run, and prints Ferz's overhead as a ratio. The peer is a small Python
# driver that talks UCI to the same Stockfish directly: the same 81 positions (the start and the
# position after each of the 80 half-moves), each sent as Ferz sends it (`position fen START moves
# ...`, then `go depth N`, one engine process for the whole game, no other option set), reading
# its output up to `bestmove`. Both times include starting the engine and waiting for it to quit;
# Ferz's is the whole ferz-cli process (reading and writing the PGN too), the driver's is measured
# inside it (without Python's own start, which would be unfair to it). The driver's scores are
# compared with the [%eval] Ferz wrote, which shows that both ran the same searches (Stockfish on
# one thread is deterministic). Not a test: run it by hand.
#   scripts/bench-annotate.sh [DEPTH] [RUNS]
# DEPTH (default 14) is the depth of every search; each side runs RUNS times (default 3),
# alternately, and the fastest run of each counts. The game is the first game of SOURCE
# (../shared/data/bench/engine-games-3000.pgn) that lasts 50 moves or more, cut after move 40.
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-14}
runs=${2:-3}
source=../shared/data/bench/engine-games-3000.pgn
ferz=build/app/ferz-cli/ferz-cli
pgnextract=/usr/games/pgn-extract
stockfish=/usr/games/stockfish

scripts/deps.sh pgn-extract python3
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2 --target ferz-cli >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$pgnextract" -s -pl100 --stopafter 1 --plylimit 80 -o "$work/game.pgn" "$source"
"$pgnextract" -s -pl100 --stopafter 1 --plylimit 80 -Wuci --notags --noresults -o "$work/game.uci" "$source"
plies=$(wc -w < "$work/game.uci")
[ "$plies" -eq 80 ] || { echo "the game has $plies half-moves, not 80" >&2; exit 1; }

cat > "$work/driver.py" <<'EOF'
# Searches the start position and the position after each move with the engine, as Ferz does;
# prints each score from White's point of view as [%eval] writes it.
import subprocess, sys, time
began = time.perf_counter()
engine, depth, moves = sys.argv[1], sys.argv[2], open(sys.argv[3]).read().split()
start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(line):
    p.stdin.write(line + "\n")
def wait(prefix):
    while True:
        line = p.stdout.readline()
        if not line:
            sys.exit("the engine quit")
        if line.startswith(prefix):
            return line
send("uci"); wait("uciok")
send("isready"); wait("readyok")
for ply in range(len(moves) + 1):
    send("position fen " + start + (" moves " + " ".join(moves[:ply]) if ply else ""))
    send("go depth " + depth)
    score = None
    while True:
        line = wait("")
        words = line.split()
        if "score" in words:
            i = words.index("score")
            score = (words[i + 1], int(words[i + 2]))
        if words and words[0] == "bestmove":
            break
    kind, value = score
    if ply % 2:
        value = -value  # Black to move: the engine's score is Black's
    print(("#%d" % value) if kind == "mate" else "%.2f" % (value / 100))
send("quit")
p.wait()
print("%.3f" % (time.perf_counter() - began), file=sys.stderr)
EOF

seconds() { date +%s.%N; }
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
ferzBest=
engineBest=
for _ in $(seq "$runs"); do
    t0=$(seconds)
    "$ferz" annotate --engine "$stockfish" --depth "$depth" "$work/game.pgn" -o "$work/annotated.pgn" 2>/dev/null
    t1=$(seconds)
    python3 "$work/driver.py" "$stockfish" "$depth" "$work/game.uci" > "$work/engine.txt" 2> "$work/engine-seconds"
    ferzBest=$(best "$ferzBest" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
    engineBest=$(best "$engineBest" "$(cat "$work/engine-seconds")")
done

# The [%eval] of the start (in the game comment) and after each move against the driver's scores.
tr '\n' ' ' < "$work/annotated.pgn" | grep -o '\[%eval [^],]*' | sed 's/^\[%eval //' > "$work/ferz.txt"
if cmp -s "$work/ferz.txt" "$work/engine.txt"; then
    agreement="the same 81 evaluations"
else
    agreement="evaluations DIFFER ($(wc -l < "$work/ferz.txt") written by Ferz; see diff below)"
fi

echo "game: $("$pgnextract" -s --notags -Wsan "$work/game.pgn" | tr '\n' ' ' | cut -c1-60)... (80 half-moves, 81 positions)"
echo "engine: $("$stockfish" quit 2>/dev/null | head -n 1), depth $depth, best of $runs runs"
awk -v f="$ferzBest" -v e="$engineBest" -v n=81 'BEGIN {
    printf "ferz-cli annotate:      %.2f s (%.1f ms a position)\n", f, 1000 * f / n
    printf "engine driven directly: %.2f s (%.1f ms a position)\n", e, 1000 * e / n
    printf "ratio (Ferz / engine alone): %.3f, overhead %.1f ms a position\n", f / e, 1000 * (f - e) / n }'
echo "check: $agreement"
[ "$agreement" = "the same 81 evaluations" ] || diff "$work/ferz.txt" "$work/engine.txt" | head -n 20
