#!/bin/bash
# Benchmarks the game database beside Scid 4.7 in one run, on the same PGN file and the same
# positions. Scid runs as its own scripts run it: tkscid (Scid's Tcl interpreter, no display) with
# sc_base create / sc_base import, and sc_game startBoard / sc_filter search BASE tree board /
# sc_tree stats for the position and its tree. Printed as ratios, Scid's figure over Ferz's for
# times (above 1: Ferz is faster) and Ferz's over Scid's for sizes and peak memory (below 1: Ferz
# is smaller):
#   - import (Ferz on two threads, Scid on the one it uses), with peak memory;
#   - the size of each database, and of each against the PGN's;
#   - the position and next-move tree for each position: the whole process (start, open, search,
#     print) and the search alone as each program times it inside (ferz-cli db tree --time; Scid's
#     two calls around clock microseconds), the best of RUNS runs each (the machine is shared), with
#     peak memory and the games each finds (Scid compares the board and the side to move only);
#   - db find checked game by game against an independent exact matcher (pgn-extract writes the FEN
#     after every move, awk compares its first four fields), for files of at most 200,000 games.
# Not a test: run it by hand.
#   scripts/bench-db.sh [GAMES | FILE.pgn] [RUNS]
# GAMES (default 100000) real games are made from SOURCE (../shared/data/bench/engine-games-3000.pgn)
# repeated, each given its own players (20,000 of them), event, date, ratings and ECO code and a
# Number tag (SOURCE may be set in the environment, as from a worktree); a FILE.pgn is used as it
# is. RUNS defaults to 5.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-100000}
runs=${2:-5}
source=${SOURCE:-../shared/data/bench/engine-games-3000.pgn}
ferz=build/app/ferz-cli/ferz-cli
pgnextract=/usr/games/pgn-extract
tkscid=/usr/games/tkscid

scripts/deps.sh pgn-extract scid time
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2 --target ferz-cli >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/games.ferzdb
scid=$work/games

if [ -f "$what" ]; then
    pgn=$what
else
    pgn=$work/games.pgn
    copies=$(( (what + 2999) / 3000 ))
    for _ in $(seq "$copies"); do cat "$source"; echo; done | mawk -v limit="$what" '
        /^\[Event / { k++ }
        k > limit { next }
        /^\[Event / {
            printf "[Event \"Bench event %d\"]\n[Number \"%d\"]\n", k % 500, k
            printf "[WhiteElo \"%d\"]\n[BlackElo \"%d\"]\n", 1800 + (k * 31) % 1000, 1800 + (k * 17) % 1000
            printf "[ECO \"%s%02d\"]\n", substr("ABCDE", k % 5 + 1, 1), (k * 13) % 100
            next
        }
        /^\[Date / { printf "[Date \"%d.%02d.%02d\"]\n", 1990 + k % 35, k % 12 + 1, k % 28 + 1; next }
        /^\[White / { printf "[White \"Player %d\"]\n", (k * 7919) % 20011; next }
        /^\[Black / { printf "[Black \"Player %d\"]\n", (k * 104729) % 20011; next }
        { print }' > "$pgn"
fi

cat > "$work/import.tcl" <<'EOF'
set base [sc_base create [lindex $argv 0]]
set imported [sc_base import $base [lindex $argv 1]]
puts "games [sc_base numGames $base]"
sc_base close $base
EOF
# Prints the tree, then "search MS GAMES" on stderr: the two calls' time and the games found.
cat > "$work/tree.tcl" <<'EOF'
set base [sc_base open [lindex $argv 0]]
sc_game startBoard [lindex $argv 1]
set t0 [clock microseconds]
sc_filter search $base tree board
set stats [sc_tree stats $base tree]
set t1 [clock microseconds]
puts $stats
puts stderr "search [expr {($t1 - $t0) / 1000.0}] [sc_filter count $base tree]"
EOF

# Runs a command; prints "milliseconds peak-kB", its output kept in $work/out and $work/err.
measure() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000000 )) $(tail -n 1 "$work/time")"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }'; }

pgnBytes=$(stat -c %s "$pgn")
echo "file: $(awk -v b="$pgnBytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB, $(grep -c '^\[Event ' "$pgn") games"

read -r ferzMs ferzKb <<<"$(measure "$ferz" db import --threads 2 "$pgn" "$db")"
ferzGames=$(tail -n 1 "$work/out")
read -r scidMs scidKb <<<"$(measure "$tkscid" "$work/import.tcl" "$scid" "$pgn")"
scidGames=$(tail -n 1 "$work/out")
echo "import: Ferz $ferzMs ms ($ferzGames; $ferzKb kB), Scid $scidMs ms ($scidGames; $scidKb kB); Scid / Ferz $(ratio "$scidMs" "$ferzMs"); memory Ferz / Scid $(ratio "$ferzKb" "$scidKb")"
ferzBytes=$(stat -c %s "$db")
scidBytes=$(cat "$scid.si4" "$scid.sg4" "$scid.sn4" | wc -c)
echo "size: Ferz $ferzBytes bytes ($(ratio "$ferzBytes" "$pgnBytes") of the PGN), Scid $scidBytes bytes ($(ratio "$scidBytes" "$pgnBytes") of the PGN); Ferz / Scid $(ratio "$ferzBytes" "$scidBytes")"

# Three openings, a middlegame (the 17th game's after 40 plies, as pgn-extract writes it), the
# start, and an ending no game reaches.
positions=(
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3"
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"
)
"$pgnextract" -s --selectonly 17 --fencomments --nofauxep -o "$work/game17.pgn" "$pgn"
middle=$(tr '\n' ' ' < "$work/game17.pgn" | grep -o '{ [^}]* }' | sed -n '40p' | sed 's/^{ \(.*\) }$/\1/')
[ -n "$middle" ] && positions=("${positions[@]:0:3}" "$middle" "${positions[@]:3}")

echo "position and tree, best of $runs (whole process; search alone; peak memory; games found):"
sums=(0 0 0 0)
for fen in "${positions[@]}"; do
    fw='' fs='' sw='' ss=''
    for _ in $(seq "$runs"); do
        read -r ms kb <<<"$(measure "$ferz" db tree --time "$db" --fen "$fen")"
        fw=$(min "$ms" "$fw")
        fs=$(min "$(sed -n 's/^search: \([0-9.]*\) ms.*/\1/p' "$work/err")" "$fs")
        fKb=$kb
        fGames=$(tail -n 1 "$work/out" | cut -d' ' -f2)
        read -r ms kb <<<"$(measure "$tkscid" "$work/tree.tcl" "$scid" "$fen")"
        sw=$(min "$ms" "$sw")
        ss=$(min "$(cut -d' ' -f2 "$work/err")" "$ss")
        sKb=$kb
        sGames=$(cut -d' ' -f3 "$work/err")
    done
    echo "  $fen: Ferz $fw ms, $fs ms, $fKb kB, $fGames games; Scid $sw ms, $ss ms, $sKb kB, $sGames games;" \
        "Scid / Ferz $(ratio "$sw" "$fw") whole, $(ratio "$ss" "$fs") search; memory Ferz / Scid $(ratio "$fKb" "$sKb")"
    sums=($(awk -v a="${sums[*]}" -v b="$fw $fs $sw $ss" 'BEGIN { split(a, x); split(b, y); for (i = 1; i <= 4; i++) printf "%s ", x[i] + y[i] }'))
done
echo "  all positions: Ferz ${sums[0]} ms whole, ${sums[1]} ms search; Scid ${sums[2]} ms, ${sums[3]} ms;" \
    "Scid / Ferz $(ratio "${sums[2]}" "${sums[0]}") whole, $(ratio "${sums[3]}" "${sums[1]}") search"

# The exact matcher: the games whose main line has the position (board, side, castling, en
# passant) after some move, or at the start when the game has no FEN tag; games are numbered by
# their order in the file.
if [ "$(grep -c '^\[Event ' "$pgn")" -le 200000 ]; then
    printf '%s\n' "${positions[@]}" | cut -d' ' -f1-4 > "$work/targets"
    mkfifo "$work/fens"
    "$pgnextract" -s --fencomments --nofauxep -w 1000000 -o "$work/fens" "$pgn" 2>/dev/null &
    mawk -v start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" '
        FNR == NR { target[FNR] = $0; count = FNR; next }
        /^\[Event / { number++; setup = 0; next }
        /^\[FEN / { setup = 1; next }
        /^\[/ || /^$/ { next }
        {
            for (t = 1; t <= count; t++)
                if ((!setup && target[t] == start) || index($0, "{ " target[t] " ") > 0)
                    print t, number
        }' "$work/targets" "$work/fens" | sort -u -k1,1n -k2,2n > "$work/exact"
    wait
    n=0
    for fen in "${positions[@]}"; do
        n=$((n + 1))
        "$ferz" db find "$db" --fen "$fen" | { grep -v '^games' || true; } | cut -f1 > "$work/ferz.numbers"
        { grep "^$n " "$work/exact" || true; } | cut -d' ' -f2 > "$work/exact.numbers"
        if cmp -s "$work/ferz.numbers" "$work/exact.numbers"; then
            echo "db find: the same $(wc -l < "$work/exact.numbers") games as the exact matcher for $fen"
        else
            echo "db find: DIFFERENT games from the exact matcher for $fen ($(wc -l < "$work/ferz.numbers") against $(wc -l < "$work/exact.numbers"))"
        fi
    done
fi
