#!/bin/sh
# A UCI engine that, once asked to search, writes search reports as fast as it can for good: it
# reads neither `stop` nor `quit` any more, so only killing it ends it.
while read -r line; do
    case "$line" in
        uci) echo "id name Flood"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) exec yes "info depth 1 seldepth 1 score cp 20 nodes 20 nps 1000 multipv 1 pv e2e4" ;;
        quit) exit 0 ;;
    esac
done
