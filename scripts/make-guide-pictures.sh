#!/bin/bash
# Makes the pictures of the Ferz Guide (resources/guide/<language>/*.png) with ferz --screenshot,
# in each of the four languages. Run after a build; the pictures are checked in, so that the
# program does not need itself to be built:
#   bash scripts/make-guide-pictures.sh [build/app/ferz/ferz]
set -euo pipefail
cd "$(dirname "$0")/.."
ferz=$(realpath "${1:-build/app/ferz/ferz}")
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each picture with settings of its own: Ferz as it starts, whatever this user or the picture
# before chose. The files are opened by their names alone, which the status line shows.
shot() {
    rm -rf "$work/config" "$work/data"
    (cd "$work" && XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" "$ferz" --screenshot "$@")
}
cp tests/data/pgn/annotated/chessx-game1.pgn "$work/annotated.pgn"

# A blitz game in progress, with the times on both clocks.
cat > "$work/blitz.pgn" <<'PGN'
[Event "Blitz"]
[White "Anna"]
[Black "Boris"]
[Result "*"]
[TimeControl "300+3"]

1. e4 {[%clk 0:05:01]} c5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:58]} d6 {[%clk 0:04:55]}
3. d4 {[%clk 0:04:57]} cxd4 {[%clk 0:04:52]} 4. Nxd4 {[%clk 0:04:55]} Nf6 {[%clk 0:04:50]}
5. Nc3 {[%clk 0:04:51]} a6 {[%clk 0:04:41]} *
PGN
size=960x600
for lang in en ru es pt; do
    out=$root/resources/guide/$lang
    shot "$out/play.png" --lang "$lang" --size $size --pgn blitz.pgn
    shot "$out/review.png" --lang "$lang" --size $size --pgn annotated.pgn --game 1 --ply 31
    shot "$out/analysis.png" --lang "$lang" --size $size --pgn blitz.pgn --analyse 3
    shot "$out/learning.png" --lang "$lang" --size $size --pgn blitz.pgn --learning
    shot "$out/course.png" --lang "$lang" --size $size --course 12:1
done
