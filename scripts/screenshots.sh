#!/bin/bash
# Makes the pictures in docs/screenshots/ that software centres show (the AppStream metadata in
# packaging/ names them): 1280x720 (16:9), one in each language of the interface, drawn by the
# built ferz without a display. The review picture needs Stockfish (scripts/deps.sh installs it).
# Look at each picture before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel "$(nproc)" --target ferz
ferz=$PWD/build/app/ferz/ferz
out=$PWD/docs/screenshots

# Settings of their own, so that the pictures show the defaults and not this user's choices.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
# shot FOLDER ARGUMENTS...: runs in the folder of the PGN file, whose name the status line shows.
shot() {
    (cd "$1" && shift && env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        XDG_RUNTIME_DIR="$home" QT_QPA_PLATFORM=offscreen "$ferz" --size 1280x720 "$@")
}

shot docs --screenshot "$out/play.png" --lang en --pgn screenshot.pgn
shot docs/screenshots --screenshot "$out/review.png" --lang ru --pgn review.pgn --game 1 --ply 23 --analyse 3
shot docs/screenshots --screenshot "$out/learning.png" --lang es --learning --pgn learning.pgn
shot docs --screenshot "$out/rules.png" --lang pt --rules 11-castling.html
shot docs/screenshots --screenshot "$out/chess960.png" --lang ru --pgn chess960.pgn --game 1 --ply 14
ls -l "$out"/*.png
