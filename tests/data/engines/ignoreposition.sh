#!/bin/sh
# A UCI engine that never looks at the position: it answers every search with 1. e4, which is
# legal only in the start position (so as Black it answers 1. e4 with a move that is not legal).
while read -r line; do
    case "$line" in
        uci) echo "id name Blind"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "bestmove e2e4" ;;
        quit) exit 0 ;;
    esac
done
