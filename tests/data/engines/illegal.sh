#!/bin/sh
# A UCI engine whose principal variation holds a move that is not legal (e2e5 from the start).
while read -r line; do
    case "$line" in
        uci) echo "id name Cheater"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 3 score cp 50 nodes 300 nps 3000 multipv 1 pv e2e5 e7e5" ;;
        stop) echo "bestmove e2e5" ;;
        quit) exit 0 ;;
    esac
done
