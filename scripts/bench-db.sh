#!/bin/bash
# Benchmarks the game database beside pgn-extract in one run, as ratios rather than absolute times:
#   - importing a PGN file against pgn-extract -s -o /dev/null reading the same file;
#   - finding a position (every game that reaches it) against pgn-extract matching the same FEN
#     with a tag-file criterion, which compares the board only (not the side to move or castling);
#   - checking that db find gives exactly the games whose main line reaches the position by an
#     independent matcher: pgn-extract writes the FEN after every move (--fencomments) and awk
#     compares their first four fields;
#   - header searches, peak memory, and the size of the database as a fraction of the PGN's.
# Not a test: run it by hand.
#   scripts/bench-db.sh [GAMES] [PEER_POSITIONS]
# GAMES (default 100000) real games are made from SOURCE (../shared/data/bench/engine-games-3000.pgn)
# repeated, each given its own players (20,000 of them), event, date, ratings and ECO code and a
# Number tag, so that header searches have something to find. PEER_POSITIONS (default 3) of the
# positions below are also searched by pgn-extract, which reads the whole file each time; the
# exact check runs when GAMES is at most 200,000 (its FEN text grows by 9 GB a million games).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100000}
peerPositions=${2:-3}
source=../shared/data/bench/engine-games-3000.pgn
ferz=build/app/ferz-cli/ferz-cli
pgnextract=/usr/games/pgn-extract

scripts/deps.sh pgn-extract time
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel 2 --target ferz-cli >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pgn=$work/games.pgn
db=$work/games.ferzdb

# The source repeated until GAMES games, with headers of their own.
copies=$(( (games + 2999) / 3000 ))
for _ in $(seq "$copies"); do cat "$source"; echo; done | mawk -v limit="$games" '
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

# Runs a command under /usr/bin/time; prints "seconds peak-kB" and keeps its output in $work/out.
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
    cat "$work/time"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

pgnMb=$(du -m "$pgn" | cut -f1)
echo "file: $games games, $pgnMb MB"

read -r importSeconds importKb <<<"$(measure "$ferz" db import "$pgn" "$db")"
tail -n 1 "$work/out"
read -r import1Seconds import1Kb <<<"$(measure "$ferz" db import --threads 1 "$pgn" "$work/one.ferzdb")"
read -r extractSeconds extractKb <<<"$(measure "$pgnextract" -s -o /dev/null "$pgn")"
dbMb=$(du -m "$db" | cut -f1)
echo "import: ferz-cli db import $importSeconds s (2 threads), $import1Seconds s (1 thread); pgn-extract -s $extractSeconds s"
echo "  ratio (Ferz / pgn-extract): $(ratio "$extractSeconds" "$importSeconds") on 2 threads, $(ratio "$extractSeconds" "$import1Seconds") on 1"
echo "  peak memory: ferz-cli db import ${importKb} kB, pgn-extract ${extractKb} kB"
echo "  database: $dbMb MB, $(ratio "$dbMb" "$pgnMb") of the PGN"

# Positions: three openings, a middlegame (added below), the start, and an ending no game reaches.
positions=(
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3"
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"
)
# A middlegame position: the 17th game's after 40 plies, as pgn-extract writes it.
"$pgnextract" -s --selectonly 17 --fencomments --nofauxep -o "$work/game17.pgn" "$source"
middle=$(tr '\n' ' ' < "$work/game17.pgn" | grep -o '{ [^}]* }' | sed -n '40p' | sed 's/^{ \(.*\) }$/\1/')
[ -n "$middle" ] && positions=("${positions[@]:0:3}" "$middle" "${positions[@]:3}")

# The exact matcher: the games whose main line has the position (board, side, castling, en
# passant) after some move, or at the start when the game has no FEN tag.
exact=$work/exact.txt
: > "$exact"
if [ "$games" -le 200000 ]; then
    printf '%s\n' "${positions[@]}" | cut -d' ' -f1-4 > "$work/targets"
    mkfifo "$work/fens"
    "$pgnextract" -s --fencomments --nofauxep -w 1000000 -o "$work/fens" "$pgn" 2>/dev/null &
    mawk -v start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" '
        FNR == NR { target[FNR] = $0; count = FNR; next }
        /^\[Number / { gsub(/[^0-9]/, ""); number = $0; setup = 0; next }
        /^\[FEN / { setup = 1; next }
        /^\[/ || /^$/ { next }
        {
            for (t = 1; t <= count; t++)
                if ((!setup && target[t] == start) || index($0, "{ " target[t] " ") > 0)
                    print t, number
        }' "$work/targets" "$work/fens" > "$exact"
    wait
fi

echo "position search on 2 threads (db find --count, db tree, db find printing every game; pgn-extract -t with a FEN criterion):"
n=0
for fen in "${positions[@]}"; do
    n=$((n + 1))
    read -r findSeconds findKb <<<"$(measure "$ferz" db find "$db" --fen "$fen")"
    found=$(tail -n 1 "$work/out")
    { grep -v '^games' "$work/out" || true; } | cut -f1 > "$work/ferz.numbers"
    read -r countSeconds countKb <<<"$(measure "$ferz" db find --count "$db" --fen "$fen")"
    read -r treeSeconds _ <<<"$(measure "$ferz" db tree "$db" --fen "$fen")"
    line="  $fen: $found, search $countSeconds s (${countKb} kB), tree $treeSeconds s, find printing them $findSeconds s"
    if [ -s "$exact" ] || [ "$games" -le 200000 ]; then
        { grep "^$n " "$exact" || true; } | cut -d' ' -f2 > "$work/exact.numbers"
        if cmp -s "$work/ferz.numbers" "$work/exact.numbers"; then
            line="$line; the same games as the exact matcher"
        else
            line="$line; DIFFERENT games from the exact matcher ($(wc -l < "$work/exact.numbers"))"
        fi
    fi
    if [ "$n" -le "$peerPositions" ]; then
        printf 'FEN "%s"\n' "$fen" > "$work/criteria"
        read -r peerSeconds peerKb <<<"$(measure "$pgnextract" -s -t"$work/criteria" -o "$work/peer.pgn" "$pgn")"
        peerGames=$(grep -c '^\[Number ' "$work/peer.pgn" || true)
        line="$line; pgn-extract $peerSeconds s (${peerKb} kB, $peerGames games with the board), ratio $(ratio "$peerSeconds" "$countSeconds") (printing: $(ratio "$peerSeconds" "$findSeconds"))"
    fi
    echo "$line"
done

echo "header search (db search --count; db search printing every game found):"
headerSearch() {
    read -r seconds _ <<<"$(measure "$ferz" db search --count "$db" "$@")"
    read -r printing _ <<<"$(measure "$ferz" db search "$db" "$@")"
    echo "  $*: $(tail -n 1 "$work/out"), $seconds s; printing them $printing s"
}
headerSearch --player "Player 4242"
headerSearch --white "Player 1234"
headerSearch --event "Bench event 77"
headerSearch --eco B2
headerSearch --from 2001.01.01 --to 2001.12.31
headerSearch --min-elo 2700
headerSearch --result 0-1
headerSearch --player "Player 4242" --result 1-0 --min-elo 2000
