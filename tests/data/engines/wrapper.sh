#!/bin/sh
# A UCI engine as a wrapper script often is: it starts a program of its own in the background (a
# long sleep, whose process id it writes to the file named by its first argument) and then speaks
# UCI itself, searching until it is stopped.
sleep 1000 &
echo $! >"$1"
while read -r line; do
    case "$line" in
        uci) echo "id name Wrapper"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 20 nodes 20 nps 1000 pv e2e4" ;;
        stop) echo "bestmove e2e4" ;;
        quit) exit 0 ;;
    esac
done
