#!/bin/sh
# A UCI engine for the game 1. e4 e5 2. Nf3 Nc6 3. Bb5 only: it answers the first three searches
# with the game's own next move (as if it agreed with every move) and crashes (SIGSEGV) when asked
# for the fourth.
n=0
while read -r line; do
    case "$line" in
        uci) echo "id name Midway"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*)
            n=$((n + 1))
            case $n in
                1) move=e2e4 ;;
                2) move=e7e5 ;;
                3) move=g1f3 ;;
                *) kill -SEGV $$ ;;
            esac
            echo "info depth 1 score cp 20 pv $move"
            echo "bestmove $move" ;;
        quit) exit 0 ;;
    esac
done
