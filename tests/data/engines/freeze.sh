#!/bin/sh
# A UCI engine that loads normally, reports one line of search and then hangs for good: it
# answers neither `isready` nor `stop` once it searches.
while read -r line; do
    case "$line" in
        uci) echo "id name Frozen"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 20 nodes 20 nps 1000 pv e2e4"; exec sleep 100000 ;;
        quit) exit 0 ;;
    esac
done
