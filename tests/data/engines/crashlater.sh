#!/bin/sh
# A UCI engine that knows only 1. e4 e5 2. Nf3: in the positions before each of these moves it
# answers with the move (as if it agreed with every one), and asked about any position three or
# more half-moves into the game it crashes (SIGSEGV): an engine that fails in the middle of a game
# played against it (1. e4 e5 2. Nf3) or of an annotation (1. e4 e5 2. Nf3 Nc6 ...).
plies=0
while read -r line; do
    case "$line" in
        uci) echo "id name Crashy Later"; echo "uciok" ;;
        isready) echo "readyok" ;;
        position*moves*) set -- ${line#*moves}; plies=$# ;;
        position*) plies=0 ;;
        go*)
            case $plies in
                0) move=e2e4 ;;
                1) move=e7e5 ;;
                2) move=g1f3 ;;
                *) kill -SEGV $$ ;;
            esac
            echo "info depth 1 score cp 20 pv $move"
            echo "bestmove $move" ;;
        quit) exit 0 ;;
    esac
done
